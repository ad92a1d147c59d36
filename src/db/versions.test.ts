import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { ChefDb, chefDbName } from './chef-db';
import { CURRENT_VERSION, declareVersion1Only, declareVersionsUpTo } from './versions';

const freshIndexedDb = () => ({ indexedDB: new IDBFactory(), IDBKeyRange });

describe('chef database versions', () => {
  it('upgrades data written by version 1 and keeps every row', async () => {
    const idb = freshIndexedDb();
    const old = new Dexie(chefDbName(7), idb);
    declareVersion1Only(old);
    await old.table('notifications').bulkPut([
      { id: 1, type: 'new_order', data: { title: 'A', body: '', action_url: null }, read_at: null, created_at: '2026-11-01T10:00:00Z' },
      { id: 2, type: 'info', data: { title: 'B', body: '', action_url: null }, read_at: '2026-11-01T11:00:00Z', created_at: '2026-11-01T10:30:00Z' },
    ]);
    await old.table('outbox').add({ id: 'k1', entity: 'notification:1', operation: { kind: 'markNotificationRead', notificationId: 1 } });
    old.close();

    const db = new ChefDb(7, idb);
    await db.open();
    expect(db.verno).toBe(CURRENT_VERSION);
    expect(await db.notifications.where('unread').equals(1).primaryKeys()).toEqual([1]);
    expect(await db.notifications.where('unread').equals(0).primaryKeys()).toEqual([2]);
    expect(await db.outbox.count()).toBe(1);
    await db.drafts.put({ form: 'profile', values: { phone: '8612' }, updatedAt: '2026-11-21T10:00:00Z' });
    expect((await db.drafts.get('profile'))?.values).toEqual({ phone: '8612' });
    db.close();
  });

  it('adds the journal to a version 4 database, keeping its rows and unsent actions', async () => {
    const idb = freshIndexedDb();
    const old = new Dexie(chefDbName(8), idb);
    declareVersionsUpTo(old, 4);
    await old.table('drafts').put({ form: 'profile', values: { phone: '8612' }, updatedAt: '2026-11-21T10:00:00Z' });
    await old.table('outbox').add({ id: 'k1', entity: 'order:1', operation: { kind: 'markOrderReady', orderId: 1 } });
    old.close();

    const db = new ChefDb(8, idb);
    await db.open();
    expect(db.verno).toBe(CURRENT_VERSION);
    expect((await db.drafts.get('profile'))?.values).toEqual({ phone: '8612' });
    expect(await db.outbox.count()).toBe(1);
    const at = Date.UTC(2026, 10, 21, 14, 2);
    await db.journal.bulkAdd([
      { at, kind: 'connection-lost', text: 'connection.lost', params: {}, writtenBy: 'tab-a' },
      { at: at + 60_000, kind: 'action-tapped', text: 'action.tapped', params: {}, actionId: 'k1', writtenBy: 'tab-a' },
    ]);
    expect(await db.journal.where('at').above(at).count()).toBe(1);
    expect(await db.journal.where('kind').equals('connection-lost').count()).toBe(1);
    expect((await db.journal.where('actionId').equals('k1').first())?.kind).toBe('action-tapped');
    db.close();
  });

  it('replaces the unused per-entity menu tables of version 5 with the menu, keeping everything else', async () => {
    const idb = freshIndexedDb();
    const old = new Dexie(chefDbName(9), idb);
    declareVersionsUpTo(old, 5);
    await old.table('foods').put({ id: 1, slug: 'cepelinai', display_order: 1 });
    await old.table('kitchen').put({ id: 3, name: 'Ona’s kitchen' });
    await old.table('outbox').add({ id: 'k1', entity: 'kitchen', operation: { kind: 'setKitchenOpen', isOpen: false } });
    old.close();

    const db = new ChefDb(9, idb);
    await db.open();
    expect(db.verno).toBe(CURRENT_VERSION);
    expect(db.tables.map((table) => table.name)).not.toContain('foods');
    expect(await db.menu.count()).toBe(0); // the menu is pulled again
    await db.menu.put({ key: 'id:1', id: 1, client_id: null, slug: 'cepelinai', name: 'Cepelinai', description: null, price: 8.5, image_url: null, tags: ['Lithuanian'], daily_quantity: null, remaining_quantity: null, available: true, sold_out: false, display_order: 1, option_groups: [], updated_at: '2026-11-23T10:00:00Z' });
    expect(await db.menu.orderBy('display_order').primaryKeys()).toEqual(['id:1']);
    expect((await db.kitchen.get(3))?.name).toBe('Ona’s kitchen');
    expect(await db.outbox.count()).toBe(1);
    db.close();
  });

  it('gives version 6 a tickets table keyed by the device key, keeping everything else', async () => {
    const idb = freshIndexedDb();
    const old = new Dexie(chefDbName(10), idb);
    declareVersionsUpTo(old, 6);
    await old.table('tickets').put({ id: 4, status: 'open', updated_at: '2026-11-20T10:00:00Z' });
    await old.table('menu').put({ key: 'id:1', id: 1, display_order: 1 });
    await old.table('outbox').add({ id: 'k1', entity: 'menu', operation: { kind: 'deleteFood', foodKey: 'id:1', foodRef: 'cepelinai' } });
    old.close();

    const db = new ChefDb(10, idb);
    await db.open();
    expect(db.verno).toBe(CURRENT_VERSION);
    expect(db.tables.map((table) => table.name)).not.toContain('ticketMessages');
    expect(await db.tickets.count()).toBe(0); // the tickets are pulled again
    const ticket = { id: 0, client_id: 'c-1', title: 'Payout', description: 'Where is my payout?', attachment: null, attachment_url: null, order: null, unread_replies: 0, created_at: '2026-11-23T10:00:00Z', updated_at: '2026-11-23T10:00:00Z' };
    await db.tickets.bulkPut([
      { ...ticket, key: 'c-1', status: 'open', last_activity_at: '2026-11-23T10:00:00Z' },
      { ...ticket, key: 'id:4', id: 4, client_id: null, status: 'closed', last_activity_at: '2026-11-23T11:00:00Z' },
    ]);
    expect(await db.tickets.orderBy('last_activity_at').reverse().primaryKeys()).toEqual(['id:4', 'c-1']);
    expect(await db.tickets.where('status').equals('open').primaryKeys()).toEqual(['c-1']);
    expect((await db.menu.get('id:1'))?.id).toBe(1);
    expect(await db.outbox.count()).toBe(1);
    db.close();
  });

  it('keeps each chef in a database of their own', async () => {
    const idb = freshIndexedDb();
    const first = new ChefDb(1, idb);
    await first.profile.put({ id: 1, uuid: 'a', status: 'approved', first_name: 'Ona', last_name: 'P', email: 'a@x.lt', phone: null, id_number: null, city_id: null, city: null, main_street: null, address: null, zip_code: null });
    const second = new ChefDb(2, idb);
    expect(await second.profile.count()).toBe(0);
    expect(await first.profile.count()).toBe(1);
    first.close();
    second.close();
  });
});

// "Mark all read" tapped offline, through the sync engine against the in-process reference server:
// a new order that arrives after the tap (pulled while the entry waits) stays unread on the device
// and on the server once the entry is sent (design rule 14).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startServer, type Harness } from '../../../server/testing/harness.ts';
import { mutate } from './mutate';
import { engineAgainstServer } from '../testing/engine-against-server';

let clock = Date.parse('2026-11-23T10:00:00.000Z');
let h: Harness;
beforeAll(async () => {
  h = await startServer({ now: () => clock });
});
afterAll(() => h.dispose());

const unreadOnServer = (chefId: number) =>
  (h.server.db.prepare('SELECT title FROM notifications WHERE chef_id = ? AND read_at IS NULL ORDER BY id').all(chefId) as { title: string }[]).map(
    (row) => row.title,
  );

describe('mark all read through the sync engine', () => {
  it('leaves a notification that came after the tap unread on the device and on the server', async () => {
    clock += 60_000;
    const chef = await login(h.server.url, 'demo@chef.test');
    const { db, engine, network } = engineAgainstServer(h.server.url, chef, undefined, () => clock); // the device taps and sends on this clock
    await engine.pull('notifications');
    expect(await db.notifications.where('unread').equals(1).count()).toBe(2);

    network.up = false;
    await mutate(db, { kind: 'markAllNotificationsRead' }, { now: () => new Date(clock) });
    await engine.outbox.flush(); // offline: it waits
    expect(await db.outbox.count()).toBe(1);
    expect(await db.notifications.where('unread').equals(1).count()).toBe(0);

    clock += 10_000;
    h.server.broadcastToChef(chef.id, { type: 'new_order', title: 'New order #1042' });
    network.up = true;
    await engine.pull('notifications'); // the realtime hint's pull, before the outbox's next try
    const unreadOnDevice = async () => (await db.notifications.where('unread').equals(1).toArray()).map((row) => row.data.title);
    expect(await unreadOnDevice()).toEqual(['New order #1042']);

    clock += 10_000;
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await engine.outbox.flush();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.notSaved.count()).toBe(0);
    expect(unreadOnServer(chef.id)).toEqual(['New order #1042']);
    await engine.pull('notifications');
    expect(await unreadOnDevice()).toEqual(['New order #1042']);
  });
});

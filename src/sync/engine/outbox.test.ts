import { afterEach, describe, expect, it } from 'vitest';
import type { ChefDb } from '@/db/chef-db';
import { mutate } from './mutate';
import { OutboxReplayer, type OutboxDeps } from './outbox';
import { createTestDb, unreadNotification } from '../testing/fake-db';
import { createScriptedServer } from '../testing/scripted-server';

let clock = Date.UTC(2026, 10, 21, 12, 0, 0);
const now = () => clock;
const replayers: OutboxReplayer[] = [];

function replayer(db: ChefDb, send: OutboxDeps['send'], extra: Partial<OutboxDeps> = {}) {
  const r = new OutboxReplayer({ db, send, engineId: `engine-${replayers.length}`, now, random: () => 1, ...extra });
  replayers.push(r);
  return r;
}

async function seeded(ids: number[]) {
  const { db, idb } = createTestDb();
  await db.notifications.bulkPut(ids.map((id) => unreadNotification(id)));
  return { db, idb };
}

const markRead = (db: ChefDb, id: number) => mutate(db, { kind: 'markNotificationRead', notificationId: id }, { now: () => new Date(clock) });

afterEach(() => {
  for (const r of replayers.splice(0)) r.stop();
});

describe('outbox', () => {
  it('applies the change at once and keeps the entry until the server answers', async () => {
    const { db } = await seeded([1]);
    const server = createScriptedServer();
    server.script('*', { kind: 'offline' });
    const entry = await markRead(db, 1);
    expect((await db.notifications.get(1))?.unread).toBe(0);

    const outbox = replayer(db, server.send);
    await outbox.flush();
    expect(await db.outbox.count()).toBe(1);
    expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 1, claimedBy: null, lastError: 'offline' });

    clock += 60_000; // past the backoff: the connection is back
    await outbox.flush();
    expect(await db.outbox.count()).toBe(0);
    expect(server.calls.map((c) => c.path)).toEqual(['chef/notifications/read/1', 'chef/notifications/read/1']); // one action, sent twice
    expect(server.calls.map((c) => c.key)).toEqual([entry.id, entry.id]);
    expect(server.calls[1]?.actionAt).toBe(entry.actionAt);
  });

  it('waits out the backoff before trying again', async () => {
    const { db } = await seeded([1]);
    const server = createScriptedServer();
    server.script('*', { kind: 'status', status: 503 });
    await markRead(db, 1);
    const outbox = replayer(db, server.send);
    await outbox.flush();
    await outbox.flush(); // too early: not sent again
    expect(server.calls).toHaveLength(1);
    clock += 1_000;
    await outbox.flush();
    expect(server.calls).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends again after a lost answer, with the same key (the server applies a key once: outbox-exactly-once.server.test.ts)', async () => {
    const { db } = await seeded([1]);
    const server = createScriptedServer();
    server.script('*', { kind: 'lose-answer' });
    const entry = await markRead(db, 1);
    const outbox = replayer(db, server.send);
    await outbox.flush();
    expect(await db.outbox.count()).toBe(1); // a lost answer is not a success
    clock += 60_000;
    await outbox.flush();
    expect(server.calls.map((c) => c.key)).toEqual([entry.id, entry.id]); // the retry is the same action
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps order within an entity while another entity proceeds', async () => {
    const { db } = await seeded([1, 2]);
    const server = createScriptedServer();
    server.script('chef/notifications/read/1', { kind: 'offline' });
    await markRead(db, 1);
    await mutate(db, { kind: 'markNotificationRead', notificationId: 1 }); // a second action on #1
    await markRead(db, 2);
    const outbox = replayer(db, server.send);
    await outbox.flush();
    // #1's first entry failed, so #1's second entry waited; #2 went through.
    expect(server.calls.map((c) => c.path)).toEqual(['chef/notifications/read/1', 'chef/notifications/read/2']);
    clock += 60_000;
    await outbox.flush();
    const firstKey = server.calls[0]?.key;
    expect(server.calls.slice(2).map((c) => c.path)).toEqual(['chef/notifications/read/1', 'chef/notifications/read/1']);
    expect(server.calls[2]?.key).toBe(firstKey); // the older entry first
    expect(await db.outbox.count()).toBe(0);
  });

  it('records a refused action in the "not saved" list and sends the ones behind it', async () => {
    const { db } = await seeded([1, 2]);
    const server = createScriptedServer();
    server.script('chef/notifications/read/1', { kind: 'status', status: 422, message: 'This notification cannot be changed.' });
    const refused = await markRead(db, 1);
    await mutate(db, { kind: 'markNotificationRead', notificationId: 1 });
    await markRead(db, 2);
    const pulls: string[] = [];
    await replayer(db, server.send, { onPullNeeded: (c) => pulls.push(c) }).flush();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.notSaved.toArray()).toEqual([
      expect.objectContaining({ id: refused.id, status: 422, reason: 'This notification cannot be changed.' }),
    ]);
    expect(pulls).toEqual(['notifications']);
    expect(server.calls.map((c) => c.path).sort()).toEqual(['chef/notifications/read/1', 'chef/notifications/read/1', 'chef/notifications/read/2']);
  });

  it('keeps every entry on a 401 until the chef signs in again', async () => {
    const { db } = await seeded([1, 2, 3]);
    const server = createScriptedServer();
    server.script('chef/notifications/read/2', { kind: 'status', status: 401 });
    await markRead(db, 1);
    await markRead(db, 2);
    await markRead(db, 3);
    let loggedOut = 0;
    const outbox = replayer(db, server.send, { parallel: 1, onAuthRequired: () => loggedOut++ });
    await outbox.flush();
    expect(loggedOut).toBe(1);
    expect(outbox.isPaused).toBe(true);
    expect(server.calls.map((c) => c.path)).toEqual(['chef/notifications/read/1', 'chef/notifications/read/2']); // #3 waits behind the 401
    expect((await db.outbox.toArray()).map((e) => e.entity)).toEqual(['notification:2', 'notification:3']);

    await outbox.flush(); // still paused: nothing is sent
    expect(server.calls).toHaveLength(2);
    await replayer(db, server.send).flush(); // the chef signed in again: a new engine sends the rest
    expect(server.calls.slice(2).map((c) => c.path)).toEqual(['chef/notifications/read/2', 'chef/notifications/read/3']); // the refused one again, then the rest
    expect(await db.outbox.count()).toBe(0);
  });

  it('neither loses nor duplicates when the tab reloads mid-send', async () => {
    const { db, idb } = await seeded([1]);
    const server = createScriptedServer();
    server.script('*', { kind: 'hang' });
    const entry = await markRead(db, 1);
    void replayer(db, server.send).flush(); // the send never finishes: the tab is gone
    await expect.poll(() => server.calls.length).toBe(1);

    const { db: reopened } = createTestDb(1, idb); // the reloaded tab
    const fresh = replayer(reopened, server.send);
    await fresh.flush();
    expect(server.calls).toHaveLength(1); // the old claim still holds
    clock += 91_000; // the lease ran out: the send's hold limit (a minute) and the lease's margin (30 s)
    await fresh.flush();
    expect(server.calls.map((c) => c.key)).toEqual([entry.id, entry.id]); // the reloaded tab sent the same action again, not a new one
    expect(await reopened.outbox.count()).toBe(0);
  });

  it('sends each entry once when two tabs flush the same database', async () => {
    const { db, idb } = await seeded([1, 2, 3, 4, 5]);
    const { db: otherTab } = createTestDb(1, idb);
    const server = createScriptedServer();
    for (const id of [1, 2, 3, 4, 5]) await markRead(db, id);
    await Promise.all([replayer(db, server.send).flush(), replayer(otherTab, server.send).flush()]);
    expect(server.calls).toHaveLength(5);
    expect(new Set(server.calls.map((c) => c.key)).size).toBe(5);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends at once when the connection is back, without waiting out the backoff', async () => {
    const { db } = await seeded([1]);
    const server = createScriptedServer();
    server.script('*', { kind: 'offline' }, { kind: 'offline' }, { kind: 'offline' });
    await markRead(db, 1);
    const outbox = replayer(db, server.send);
    await outbox.flush();
    clock += 1_000;
    await outbox.flush();
    clock += 2_000;
    await outbox.flush(); // third failure: the next try is seconds away
    expect(server.calls).toHaveLength(3);
    await outbox.retryNow(); // 'online'
    expect(server.calls).toHaveLength(4);
    expect(await db.outbox.count()).toBe(0);
  });

  it('claims and sends nothing while the device says it is offline, then sends at once when it is back', async () => {
    const { db } = await seeded([1]);
    const server = createScriptedServer();
    let online = false;
    await markRead(db, 1);
    const outbox = replayer(db, server.send, { isOnline: () => online });
    await outbox.flush();
    expect(server.calls).toHaveLength(0);
    // No claim left behind for a reload to inherit, no backoff built up.
    expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 0, claimedBy: null });
    online = true;
    await outbox.retryNow(); // 'online'
    expect(server.calls).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
  });
});

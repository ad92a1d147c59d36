// The outbox as a pool (docs/sync.md, "Who sends"): a slow send holds up only its own entity, and
// no send holds its entity for longer than its hold limit, however its answer stalls.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChefDb } from '@/db/chef-db';
import { mutate } from './mutate';
import type { OutboxRequest } from '../operations/operations';
import { holdLimitMs, OutboxReplayer, type OutboxDeps, type Transport } from './outbox';
import { createTestDb, unreadNotification } from '../testing/fake-db';

const replayers: OutboxReplayer[] = [];
afterEach(() => {
  for (const r of replayers.splice(0)) r.stop();
});

function replayer(db: ChefDb, send: Transport, extra: Partial<OutboxDeps> = {}) {
  const r = new OutboxReplayer({ db, send, engineId: `engine-${replayers.length}`, random: () => 1, ...extra });
  replayers.push(r);
  return r;
}

async function seeded(ids: number[]) {
  const { db } = createTestDb();
  await db.notifications.bulkPut(ids.map((id) => unreadNotification(id)));
  return db;
}

const markRead = (db: ChefDb, id: number) => mutate(db, { kind: 'markNotificationRead', notificationId: id });

/** A transport whose answers the test gives by hand, per path. */
function handServer() {
  const calls: string[] = [];
  const pending = new Map<string, Array<() => void>>();
  const send: Transport = (request) => {
    calls.push(request.path);
    return new Promise((resolve) => pending.set(request.path, [...(pending.get(request.path) ?? []), () => resolve(null)]));
  };
  const answer = (path: string) => pending.get(path)?.shift()?.();
  return { calls, send, answer };
}

describe('the outbox pool', () => {
  it('sends a new action on another entity at once while a slow send is still in flight', async () => {
    const db = await seeded([1, 2]);
    const server = handServer();
    const outbox = replayer(db, server.send);
    await markRead(db, 1);
    const first = outbox.flush();
    await vi.waitFor(() => expect(server.calls).toEqual(['chef/notifications/read/1']));

    await markRead(db, 2); // tapped while the first is still on its way (a photo upload, say)
    void outbox.flush();
    await vi.waitFor(() => expect(server.calls).toEqual(['chef/notifications/read/1', 'chef/notifications/read/2']));
    server.answer('chef/notifications/read/2');
    await vi.waitFor(async () => expect((await db.outbox.toArray()).map((e) => e.entity)).toEqual(['notification:1']));

    server.answer('chef/notifications/read/1');
    await first;
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(server.calls).toHaveLength(2); // the slow one was never claimed and sent a second time
  });

  it('gives up a send whose answer never ends at its hold limit, and the entity goes on', async () => {
    const db = await seeded([1]);
    let sends = 0;
    let aborted = false;
    const send: Transport = (_request, options) => {
      sends += 1;
      options.signal?.addEventListener('abort', () => (aborted = true));
      return sends === 1 ? new Promise<never>(() => {}) : Promise.resolve(null); // headers, then a body that stalls
    };
    let clock = Date.UTC(2026, 10, 26, 12);
    const outbox = replayer(db, send, { holdLimitMs: () => 50, now: () => clock });
    await markRead(db, 1);
    await outbox.flush(); // ends: before, it waited for ever
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ attempts: 1, claimedBy: null });
    expect(entry?.lastError).toMatch(/^No answer within 0 seconds\.$/);
    expect(aborted).toBe(true); // the transport was told to stop

    clock += 60_000;
    await outbox.flush();
    expect(sends).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sizes the hold limit by the body at the slowest line the app promises (20 kB/s)', () => {
    const json: OutboxRequest = { method: 'POST', path: 'chef/orders/1/accept', json: { preparation_time: 20 } };
    const body = new FormData();
    body.set('image', new Blob([new Uint8Array(1_500_000)]), 'photo.jpg');
    expect(holdLimitMs(json)).toBe(60_000);
    const limit = holdLimitMs({ method: 'POST', path: 'chef/tickets', body }); // 1.5 MB: 75 s at 20 kB/s, twice
    expect(limit).toBeGreaterThanOrEqual(60_000 + 150_000);
    expect(limit).toBeLessThan(60_000 + 151_000);
  });
});

// Leases and back-off under a wrong device clock (docs/sync.md, "Time"): what a clock days ahead
// wrote is not believed once the clock is right again, and no timer waits longer than a minute.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mutate } from './mutate';
import { MAX_TIMER_MS, OutboxReplayer, type Transport } from './outbox';
import { createTestDb, unreadNotification } from '../testing/fake-db';

const DAY = 24 * 60 * 60 * 1000;
afterEach(() => vi.restoreAllMocks());

async function oneEntry() {
  const { db } = createTestDb();
  await db.notifications.put(unreadNotification(1));
  const entry = await mutate(db, { kind: 'markNotificationRead', notificationId: 1 });
  return { db, entry };
}

describe('the outbox and a wrong clock', () => {
  it('sends an entry a sender claimed while the clock was two days ahead, then died', async () => {
    const { db, entry } = await oneEntry();
    const now = Date.now();
    await db.outbox.update(entry.seq as number, { claimedBy: 'tab-that-died', claimedUntil: now + 2 * DAY });
    const sent: string[] = [];
    const send: Transport = async (request) => (sent.push(request.path), null);
    const outbox = new OutboxReplayer({ db, send, engineId: 'leader', now: () => now });
    await outbox.flush();
    expect(sent).toEqual(['chef/notifications/read/1']);
    expect(await db.outbox.count()).toBe(0);
    outbox.stop();
  });

  it('does not wait out a back-off written 30 days ahead, and never sets a timer past a minute', async () => {
    const { db, entry } = await oneEntry();
    const now = Date.now();
    await db.outbox.update(entry.seq as number, { attempts: 1, nextAttemptAt: now + 30 * DAY });
    const delays: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void, delay?: number) => {
      delays.push(delay ?? 0);
      return realSetTimeout(handler, delay);
    }) as typeof setTimeout);
    let calls = 0;
    const send: Transport = async () => {
      calls += 1;
      throw new TypeError('still failing'); // a bug answer: retried with back-off
    };
    const outbox = new OutboxReplayer({ db, send, engineId: 'leader', now: () => now, random: () => 1 });
    await outbox.flush();
    expect(calls).toBe(1); // sent at once, not in 30 days
    // A long back-off (an upload's, 9 minutes): the replayer looks again within a minute, so a
    // clock put right meanwhile costs little (and a far-future time never overflows setTimeout).
    await db.outbox.update(entry.seq as number, { claimedBy: null, nextAttemptAt: now + 9 * 60_000 });
    delays.length = 0;
    await outbox.flush();
    expect(calls).toBe(1);
    expect(delays.length).toBeGreaterThan(0);
    expect(Math.max(...delays)).toBeLessThanOrEqual(MAX_TIMER_MS);
    outbox.stop();
  });
});

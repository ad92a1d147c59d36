// The screens' one outbox read: every watcher sees the same entries, the outbox is read once per
// change however many watch it, the read stops with the last watcher, and one chef's outbox is
// never another's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDb, openedDbs, settleLiveQueries } from '@/sync/testing/fake-db';
import type { OutboxEntry } from './outbox-entry';
import { sharedOutbox } from './outbox-entries';

const entry = (id: string, orderId: number): OutboxEntry => ({
  id,
  entity: `order:${orderId}`,
  operation: { kind: 'markOrderReady', orderId },
  actionAt: new Date(Date.UTC(2026, 10, 27, 9, 0)).toISOString(),
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  claimedBy: null,
  claimedUntil: 0,
});

const ids = (entries: readonly OutboxEntry[] | undefined) => entries?.map((e) => e.id);

const { keep, closeOpened } = openedDbs();
afterEach(closeOpened);

describe('the shared outbox view', () => {
  it('reads the outbox once per change for all its watchers, who see the same entries', async () => {
    const { db } = createTestDb();
    keep(db);
    await db.outbox.add(entry('a', 1));
    const reads = vi.spyOn(db.outbox, 'toArray');
    const view = sharedOutbox(db);
    const woken = [0, 0, 0];
    const stops = woken.map((_, i) => view.subscribe(() => (woken[i] = (woken[i] ?? 0) + 1)));
    await vi.waitFor(() => expect(ids(view.snapshot())).toEqual(['a']));

    await db.outbox.add(entry('b', 2));
    await vi.waitFor(() => expect(ids(view.snapshot())).toEqual(['a', 'b']));
    await db.outbox.where('id').equals('a').modify({ claimedBy: 'engine', claimedUntil: 1 });
    await vi.waitFor(() => expect(view.snapshot()?.[0]?.claimedBy).toBe('engine'));
    // Every watcher woken for each result; one read per result (three watchers reading on their
    // own would triple it; Dexie may read once more when a change lands during a read).
    const [first = 0] = woken;
    expect(woken).toEqual([first, first, first]);
    expect(first).toBeGreaterThanOrEqual(3);
    expect(reads.mock.calls.length).toBeGreaterThanOrEqual(first);
    expect(reads.mock.calls.length).toBeLessThanOrEqual(first + 1);
    const readsWhileWatched = reads.mock.calls.length;

    for (const stop of stops) stop();
    expect(view.snapshot()).toBeUndefined();
    await db.outbox.add(entry('c', 3));
    await settleLiveQueries(); // a wait for something that must not happen
    expect(reads).toHaveBeenCalledTimes(readsWhileWatched); // nobody watches: nothing is read
  });

  it('keeps each chef database to itself', async () => {
    const first = createTestDb(1).db;
    const second = createTestDb(2).db;
    keep(first, second);
    await first.outbox.add(entry('first-chef', 1));
    expect(sharedOutbox(first)).toBe(sharedOutbox(first));
    const stops = [sharedOutbox(first).subscribe(() => {}), sharedOutbox(second).subscribe(() => {})];
    await vi.waitFor(() => expect(ids(sharedOutbox(first).snapshot())).toEqual(['first-chef']));
    expect(ids(sharedOutbox(second).snapshot())).toEqual([]);
    for (const stop of stops) stop();
  });
});

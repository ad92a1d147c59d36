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

const settle = settleLiveQueries;
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
    await settle();
    expect(ids(view.snapshot())).toEqual(['a']);
    expect(reads).toHaveBeenCalledTimes(1);

    await db.outbox.add(entry('b', 2));
    await settle();
    await db.outbox.where('id').equals('a').modify({ claimedBy: 'engine', claimedUntil: 1 });
    await settle();
    expect(ids(view.snapshot())).toEqual(['a', 'b']);
    expect(view.snapshot()?.[0]?.claimedBy).toBe('engine');
    expect(reads).toHaveBeenCalledTimes(3);
    expect(woken).toEqual([3, 3, 3]);

    for (const stop of stops) stop();
    expect(view.snapshot()).toBeUndefined();
    await db.outbox.add(entry('c', 3));
    await settle();
    expect(reads).toHaveBeenCalledTimes(3); // nobody watches: nothing is read
  });

  it('keeps each chef database to itself', async () => {
    const first = createTestDb(1).db;
    const second = createTestDb(2).db;
    keep(first, second);
    await first.outbox.add(entry('first-chef', 1));
    expect(sharedOutbox(first)).toBe(sharedOutbox(first));
    const stops = [sharedOutbox(first).subscribe(() => {}), sharedOutbox(second).subscribe(() => {})];
    await settle();
    expect(ids(sharedOutbox(first).snapshot())).toEqual(['first-chef']);
    expect(ids(sharedOutbox(second).snapshot())).toEqual([]);
    for (const stop of stops) stop();
  });
});

// A shared read that fails: its watchers are handed the failure (a screen throws it to the route's
// error screen, as useLiveQuery did), the next change of the rows reads again and clears it, and a
// watcher that comes after the failure (the screen mounted again after the error screen) makes it
// read afresh.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDb, openedDbs } from '@/sync/testing/fake-db';
import type { ChefDb } from './chef-db';
import { readOutcome, sharedLiveRead } from './shared-live-read';

const { keep, closeOpened } = openedDbs();
afterEach(closeOpened);

/** A read of the kv table's keys that fails while `failing.now` is true. */
function flakyRead() {
  const failing = { now: true };
  const read = vi.fn(async (db: ChefDb) => {
    const keys = (await db.kv.toArray()).map((row) => row.key);
    if (failing.now) throw new Error('IndexedDB refused the read');
    return keys;
  });
  return { failing, read };
}

describe('a shared read that fails', () => {
  it('hands the failure to its watchers, and the next change reads again and clears it', async () => {
    const { db } = createTestDb();
    keep(db);
    const { failing, read } = flakyRead();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const shared = sharedLiveRead(db, 'flaky-change', read);
    const woken = vi.fn();
    const stop = shared.subscribe(woken);

    await vi.waitFor(() => expect(shared.state()).toEqual({ error: new Error('IndexedDB refused the read') }));
    expect(woken).toHaveBeenCalled();
    expect(shared.snapshot()).toBeUndefined();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('flaky-change'), expect.any(Error));

    failing.now = false;
    await db.kv.put({ key: 'a', value: 1 });
    await vi.waitFor(() => expect(shared.state()).toEqual({ value: ['a'] }));
    stop();
  });

  it('reads afresh for a watcher that comes after the failure, while another still watches', async () => {
    const { db } = createTestDb();
    keep(db);
    await db.kv.put({ key: 'b', value: 1 });
    const { failing, read } = flakyRead();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shared = sharedLiveRead(db, 'flaky-retry', read);
    const stayed = vi.fn(); // the new-order alarm, say, which stays while the list fails
    const stopStayed = shared.subscribe(stayed);
    await vi.waitFor(() => expect('error' in shared.state()).toBe(true));
    const readsBefore = read.mock.calls.length;

    failing.now = false; // nothing changes in the rows: only the retry can read again
    const stopRetry = shared.subscribe(() => {});
    expect(shared.state()).toEqual({}); // the old failure is not handed to the retry
    await vi.waitFor(() => expect(shared.state()).toEqual({ value: ['b'] }));
    expect(read.mock.calls.length).toBeGreaterThan(readsBefore);
    expect(stayed).toHaveBeenCalledTimes(2); // the failure, then the fresh result
    stopRetry();
    stopStayed();
  });

  it('forgets a failure when its last watcher leaves', async () => {
    const { db } = createTestDb();
    keep(db);
    const { failing, read } = flakyRead();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shared = sharedLiveRead(db, 'flaky-leave', read);
    const stop = shared.subscribe(() => {});
    await vi.waitFor(() => expect('error' in shared.state()).toBe(true));
    stop();
    expect(shared.state()).toEqual({});

    failing.now = false;
    const stopAgain = shared.subscribe(() => {});
    await vi.waitFor(() => expect(shared.state()).toEqual({ value: [] }));
    stopAgain();
  });
});

describe('what a screen renders from a shared read', () => {
  const refused = new Error('IndexedDB refused the read');

  it('throws a failure that came after it mounted (to the error screen), and shows results', () => {
    expect(readOutcome({ value: ['a'] }, undefined)).toEqual({ value: ['a'] });
    expect(readOutcome({}, undefined)).toEqual({ value: undefined });
    expect(readOutcome({ error: refused }, {})).toEqual({ error: refused });
    expect(readOutcome({ error: refused }, { error: refused })).toEqual({ error: refused }); // another failure
  });

  it('waits, rather than throwing the failure it was mounted after (the retry reads afresh)', () => {
    const failed = { error: refused };
    expect(readOutcome(failed, failed)).toEqual({ value: undefined });
  });
});

// A route's loader (read-ahead.ts): the open database at once when one is open,
// when the sync session opens it, or null when none is open in time; the route then renders
// anyway. A shared read started ahead of its screen: the screen shows its first result without
// rendering the same rows twice, and a change or a failure still reaches it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDb, openedDbs } from '@/sync/testing/fake-db';
import { getActiveChefDb, setActiveChefDb } from './active-chef-db';
import type { ChefDb } from './chef-db';
import { sharedLiveRead } from './shared-live-read';
import { readAhead, readScreenAhead, whenActiveChefDb } from './read-ahead';

const { keep, closeOpened } = openedDbs();
afterEach(() => {
  setActiveChefDb(null);
  return closeOpened();
});

describe('whenActiveChefDb', () => {
  it('answers the open database at once', async () => {
    const { db } = createTestDb();
    keep(db);
    setActiveChefDb(db);
    await expect(whenActiveChefDb(10)).resolves.toBe(db);
  });

  it('waits for the sync session to open one', async () => {
    const { db } = createTestDb();
    keep(db);
    const waiting = whenActiveChefDb(1_000);
    setTimeout(() => setActiveChefDb(db), 20);
    await expect(waiting).resolves.toBe(db);
    expect(getActiveChefDb()).toBe(db);
  });

  it('answers null when none is open in time (the route renders anyway)', async () => {
    await expect(whenActiveChefDb(20)).resolves.toBeNull();
  });

  it('lets the route render when no database is open in time', async () => {
    const started = Date.now();
    await readScreenAhead((db) => sharedLiveRead(db, 'none', (from) => from.kv.count()), (db) => db.kv.count(), 30);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

/** A read of the kv table's keys that always fails. */
function failingRead() {
  const read = vi.fn(async (db: ChefDb) => {
    await db.kv.toArray();
    throw new Error('IndexedDB refused the read');
  });
  return { read };
}

describe('a read ahead of its screen (a route loader)', () => {
  it('resolves with a first result, which a screen mounting within the kept time shows without a second render', async () => {
    const { db } = createTestDb();
    keep(db);
    await db.kv.put({ key: 'c', value: 1 });
    const read = vi.fn(async (readFrom: ChefDb) => (await readFrom.kv.toArray()).map((row) => row.key));
    const shared = sharedLiveRead(db, 'ahead', read);
    await readAhead(shared, () => read(db), 50);
    const shown = shared.state();
    expect(shown).toEqual({ value: ['c'] });

    const screen = vi.fn();
    const stopScreen = shared.subscribe(screen); // the screen mounts
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2)); // the live read's own first query
    await new Promise((resolve) => setTimeout(resolve, 80)); // and the loader lets go; the screen stays
    expect(shared.state()).toBe(shown); // the same rows: the same object, nothing to render again
    expect(screen).not.toHaveBeenCalled();

    await db.kv.put({ key: 'd', value: 2 }); // a change still reaches the screen
    await vi.waitFor(() => expect(shared.state()).toEqual({ value: ['c', 'd'] }));
    expect(screen).toHaveBeenCalled();
    stopScreen();
    expect(shared.state()).toEqual({});
  });

  it('hands the live result when the rows changed after the read ahead', async () => {
    const { db } = createTestDb();
    keep(db);
    await db.kv.put({ key: 'e', value: 1 });
    const keys = async (readFrom: ChefDb) => (await readFrom.kv.toArray()).map((row) => row.key);
    const shared = sharedLiveRead(db, 'ahead-changed', keys);
    await readAhead(shared, () => keys(db), 1_000);
    await db.kv.put({ key: 'f', value: 2 });
    await vi.waitFor(() => expect(shared.state()).toEqual({ value: ['e', 'f'] }));
  });

  it('lets the read go after the kept time when no screen came', async () => {
    const { db } = createTestDb();
    keep(db);
    const count = async (readFrom: ChefDb) => readFrom.kv.count();
    const shared = sharedLiveRead(db, 'ahead-alone', count);
    await readAhead(shared, () => count(db), 20);
    expect(shared.state()).toEqual({ value: 0 });
    await vi.waitFor(() => expect(shared.state()).toEqual({}));
  });

  it('resolves on a failure too (the screen then shows it)', async () => {
    const { db } = createTestDb();
    keep(db);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { read } = failingRead();
    const shared = sharedLiveRead(db, 'ahead-failing', read);
    await readAhead(shared, () => read(db), 1_000); // resolves: the route renders, and the screen shows the failure
    await vi.waitFor(() => expect('error' in shared.state()).toBe(true));
  });
});

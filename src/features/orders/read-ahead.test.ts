// The active orders route's loader (read-ahead.ts): the open database at once when one is open,
// when the sync session opens it, or null when none is open in time; the route then renders
// anyway.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, openedDbs } from '@/sync/testing/fake-db';
import { getActiveChefDb, setActiveChefDb } from '@/db/active-chef-db';
import { readActiveOrdersAhead, whenActiveChefDb } from './read-ahead';

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
    await readActiveOrdersAhead(30);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

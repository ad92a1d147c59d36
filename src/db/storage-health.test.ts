import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStorageProblem, getStorageProblem, withStorage } from './storage-health';

const openDb = () => {
  const db = new Dexie('health-test', { indexedDB: new IDBFactory(), IDBKeyRange });
  db.version(1).stores({ rows: 'id' });
  return db;
};

afterEach(clearStorageProblem);

describe('withStorage', () => {
  it('reopens a database the browser closed and runs the task again', async () => {
    const db = openDb();
    await db.open();
    let calls = 0;
    const result = await withStorage(db, async () => {
      calls++;
      if (calls === 1) throw new Dexie.DatabaseClosedError('Database has been closed');
      return db.table('rows').put({ id: 1 });
    });
    expect(result).toBe(1);
    expect(calls).toBe(2);
    expect(db.isOpen()).toBe(true);
    expect(getStorageProblem()).toBeNull();
  });

  it('records a full disk for the chef to see, and rethrows', async () => {
    const db = openDb();
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    await expect(withStorage(db, () => Promise.reject(quota))).rejects.toBe(quota);
    expect(getStorageProblem()).toMatchObject({ kind: 'quota' });
  });
});

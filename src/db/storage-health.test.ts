import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
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

  it('never reopens a database the app closed on purpose (sign-out deletes it next)', async () => {
    const db = openDb();
    await db.open();
    db.close(); // the app's own close: auto-open off
    let calls = 0;
    const write = withStorage(db, () => {
      calls++;
      return db.table('rows').put({ id: 1 });
    });
    await expect(write).rejects.toBeInstanceOf(Dexie.DatabaseClosedError);
    expect(calls).toBe(1);
    expect(db.isOpen()).toBe(false);
    expect(getStorageProblem()).toBeNull();
  });

  it('records a full disk for the chef to see, and rethrows', async () => {
    const db = openDb();
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    await expect(withStorage(db, () => Promise.reject(quota))).rejects.toBe(quota);
    expect(getStorageProblem()).toMatchObject({ kind: 'quota' });
  });

  it('records what IndexedDB itself refuses (a Dexie error from a transaction)', async () => {
    const db = openDb();
    const duplicate = withStorage(db, () => db.table('rows').bulkAdd([{ id: 1 }, { id: 1 }]));
    await expect(duplicate).rejects.toBeInstanceOf(Dexie.DexieError);
    expect(getStorageProblem()).toMatchObject({ kind: 'other' });
  });

  it('never shows the storage banner for a server that cannot be reached or a bug thrown inside a guarded task', async () => {
    const db = openDb();
    const unreachable = new ApiError({ kind: 'network', status: null, cause: 'Could not reach the server.' });
    await expect(withStorage(db, () => Promise.reject(unreachable))).rejects.toBe(unreachable);
    const inTransaction = withStorage(db, () =>
      db.transaction('rw', db.table('rows'), async () => {
        await db.table('rows').put({ id: 2 });
        throw new TypeError('order.items is undefined');
      }),
    );
    await expect(inTransaction).rejects.toBeInstanceOf(TypeError);
    expect(await db.table('rows').get(2)).toBeUndefined(); // the transaction was rolled back
    expect(getStorageProblem()).toBeNull();
  });
});

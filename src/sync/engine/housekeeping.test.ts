// Eviction is not silent: the answer to the persistent-storage request is kept,
// and a chef database that comes back empty under the signed-in chef (the browser evicted it) is
// noticed; a sign-in, a sign-out and another chef are not mistaken for it.
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSignedInChef, rememberSignedInChef, signedInChef } from '@/db/device-db';
import { askPersistentStorage, dismissEvictedDatabase, getStorageSafety } from '@/db/storage-health';
import { memoryStorage } from '@/lib/testing/memory-storage';
import { checkForEviction } from './housekeeping';
import { createTestDb } from '../testing/fake-db';

afterEach(async () => {
  dismissEvictedDatabase();
  vi.unstubAllGlobals();
  await forgetSignedInChef();
});

/** What a browser's eviction does to the origin's IndexedDB: every database deleted. */
async function deleteEveryDatabase(): Promise<void> {
  for (const { name } of await indexedDB.databases()) if (name) await Dexie.delete(name);
}

describe('eviction', () => {
  it('notices a database that vanished under the signed-in chef, and says so', async () => {
    await rememberSignedInChef(7, 'token');
    const { db } = createTestDb(7);
    await db.outbox.count(); // the chef's data, as the app keeps it
    expect(await checkForEviction(db)).toBe(false); // first seen: its mark is noted
    expect((await signedInChef())?.dataMark).toEqual(expect.any(String));
    expect(await checkForEviction(db)).toBe(false); // the same database: nothing to say

    await rememberSignedInChef(7, 'token'); // the app starts again: the mark stays
    const evicted = createTestDb(7).db; // the browser deleted it: a new, empty database
    expect(getStorageSafety().evicted).toBe(false);
    expect(await checkForEviction(evicted)).toBe(true);
    expect(getStorageSafety().evicted).toBe(true);
  });

  it('is not fooled by a new sign-in, or by another chef on the device', async () => {
    await rememberSignedInChef(7, 'token');
    expect(await checkForEviction(createTestDb(7).db)).toBe(false);
    await forgetSignedInChef(); // sign-out deletes the chef's database too
    await rememberSignedInChef(7, 'token-2');
    expect(await checkForEviction(createTestDb(7).db)).toBe(false);
    await rememberSignedInChef(8, 'token-3'); // another chef
    expect(await checkForEviction(createTestDb(8).db)).toBe(false);
    expect(getStorageSafety().evicted).toBe(false);
  });

  it('notices a wipe of the whole origin’s IndexedDB: the session (in localStorage) was kept', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    await rememberSignedInChef(7, 'token');
    expect(await checkForEviction(createTestDb(7).db)).toBe(false); // first seen: its mark is noted

    await deleteEveryDatabase(); // the browser evicts the origin: the device database goes too
    await rememberSignedInChef(7, 'token'); // the app starts again, signed in from localStorage
    expect(getStorageSafety().evicted).toBe(false);
    expect(await checkForEviction(createTestDb(7).db)).toBe(true);
    expect(getStorageSafety().evicted).toBe(true);
  });

  it('notices it too when the engine checks before the signed-in chef is written down again', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    await rememberSignedInChef(7, 'token');
    expect(await checkForEviction(createTestDb(7).db)).toBe(false);

    await deleteEveryDatabase();
    expect(await checkForEviction(createTestDb(7).db)).toBe(true); // the device database is empty yet
  });

  it('does not take a first sign-in on a clean device, or one after a sign-out, for an eviction', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    await deleteEveryDatabase();
    await rememberSignedInChef(7, 'token');
    expect(await checkForEviction(createTestDb(7).db)).toBe(false);

    await forgetSignedInChef(); // sign-out: the chef's database is deleted, and the mark forgotten
    expect(localStorage.length).toBe(0);
    await deleteEveryDatabase();
    await rememberSignedInChef(7, 'token-2');
    expect(await checkForEviction(createTestDb(7).db)).toBe(false);
    expect(getStorageSafety().evicted).toBe(false);
  });

  it('keeps the answer to the persistent-storage request', async () => {
    vi.stubGlobal('navigator', { storage: { persisted: async () => false, persist: async () => false } });
    expect(await askPersistentStorage()).toBe(false);
    expect(getStorageSafety().persistent).toBe(false);
    vi.stubGlobal('navigator', { storage: { persisted: async () => false, persist: async () => true } });
    await askPersistentStorage();
    expect(getStorageSafety().persistent).toBe(true);
  });
});

// Eviction is not silent (issue 27 point 9): the answer to the persistent-storage request is kept,
// and a chef database that comes back empty under the signed-in chef (the browser evicted it) is
// noticed; a sign-in, a sign-out and another chef are not mistaken for it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSignedInChef, rememberSignedInChef, signedInChef } from '@/db/device-db';
import { askPersistentStorage, dismissEvictedDatabase, getStorageSafety } from '@/db/storage-health';
import { checkForEviction } from './housekeeping';
import { createTestDb } from './testing/fake-db';

afterEach(async () => {
  dismissEvictedDatabase();
  vi.unstubAllGlobals();
  await forgetSignedInChef();
});

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

  it('keeps the answer to the persistent-storage request', async () => {
    vi.stubGlobal('navigator', { storage: { persisted: async () => false, persist: async () => false } });
    expect(await askPersistentStorage()).toBe(false);
    expect(getStorageSafety().persistent).toBe(false);
    vi.stubGlobal('navigator', { storage: { persisted: async () => false, persist: async () => true } });
    await askPersistentStorage();
    expect(getStorageSafety().persistent).toBe(true);
  });
});

// Sign-out forgets the chef on the device: the chef's database is deleted even while another tab
// (a second connection) holds it open, the device record of the token goes, and a late write of a
// closed tab does not bring the database back.
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { ChefDb, chefDbName, existingChefDb } from './chef-db';
import { rememberSignedInChef, signedInChef } from './device-db';
import { forgetChefOnThisDevice } from './forget-chef';
import { getStorageProblem, withStorage } from './storage-health';

const databases = async () => (await indexedDB.databases()).map((database) => database.name);

it('deletes the chef database held open by another tab, and the device record of the token', async () => {
  const thisTab = new ChefDb(41);
  const otherTab = new ChefDb(41);
  await thisTab.profile.put({ id: 41, first_name: 'Ona', last_name: 'K', email: 'ona@chef.test', id_number: '38001010000', phone: '+37060000000' } as never);
  await otherTab.profile.get(41); // opened in the other tab too
  await rememberSignedInChef(41, 'secret-token');
  thisTab.close();

  await forgetChefOnThisDevice(41);

  expect(await databases()).not.toContain(chefDbName(41));
  expect(await signedInChef()).toBeUndefined();
  // The other tab's late write fails instead of recreating the database.
  await expect(otherTab.profile.put({ id: 41 } as never)).rejects.toThrow();
  expect(await databases()).not.toContain(chefDbName(41));
});

it("a late write through the sync's storage guard (withStorage) does not bring the database back", async () => {
  // The sync engine's answer to an action sent just before sign-out lands after the delete.
  const thisTab = new ChefDb(42);
  await thisTab.profile.put({ id: 42, first_name: 'Ona', last_name: 'K', email: 'ona@chef.test', id_number: '38001010000', phone: '+37060000000' } as never);
  await rememberSignedInChef(42, 'secret-token');

  await forgetChefOnThisDevice(42);

  const late = withStorage(thisTab, () => thisTab.orders.put({ id: 7 } as never));
  await expect(late).rejects.toThrow();
  expect(await databases()).not.toContain(chefDbName(42));
  expect(getStorageProblem(), 'no "saving failed" banner for a database closed on purpose').toBeNull();
});

it('the service worker, opening the database just after sign-out deleted it, does not recreate it', async () => {
  const thisTab = new ChefDb(43);
  await thisTab.outbox.count();
  await rememberSignedInChef(43, 'secret-token');
  thisTab.close();
  await forgetChefOnThisDevice(43); // between the worker's existence check and its open

  const worker = existingChefDb(43);
  await expect(worker.outbox.count()).rejects.toThrow();
  expect(await databases()).not.toContain(chefDbName(43));
  // A database that is there opens as usual.
  await new ChefDb(44).outbox.count();
  await expect(existingChefDb(44).outbox.count()).resolves.toBe(0);
});

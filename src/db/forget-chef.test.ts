// Sign-out forgets the chef on the device: the chef's database is deleted even while another tab
// (a second connection) holds it open, the device record of the token goes, and a late write of a
// closed tab does not bring the database back.
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { ChefDb, chefDbName } from './chef-db';
import { rememberSignedInChef, signedInChef } from './device-db';
import { forgetChefOnThisDevice } from './forget-chef';

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

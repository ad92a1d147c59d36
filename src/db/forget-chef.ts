// What a device forgets when the chef signs out (docs/architecture.md, "Sign-out"): the
// chef's database `chef-pwa-<id>` (customers' names, phones and addresses, the chef's national ID
// number, the outbox), the device record of the token the service worker reads, and the cached
// images. Another tab or the service worker holding the database open closes it when asked
// (ChefDb's versionchange handler), so the delete is not blocked; if it still is after a few
// seconds, sign-out goes on and the delete completes once the last connection closes.
import { Dexie } from 'dexie';
import { chefDbName } from './chef-db';
import { forgetSignedInChef } from './device-db';
import { SCREEN_SNAPSHOT_CACHE } from './screen-snapshot';

/** Caches that may hold what the chef saw: the service worker's runtime image cache and the
 * snapshot of the last screen (./screen-snapshot.ts). */
export const CHEF_CACHES = ['images', SCREEN_SNAPSHOT_CACHE] as const;

const DELETE_WAIT_MS = 5_000;

export async function forgetChefOnThisDevice(chefId: number): Promise<void> {
  // The device record first: a service worker that finds it no more opens nothing of the chef's.
  const forgotten = await forgetSignedInChef().then(
    () => null,
    (error: unknown) => error,
  );
  if (forgotten) console.error('Could not forget the signed-in chef', forgotten);
  const deleted = Dexie.delete(chefDbName(chefId));
  const waited = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), DELETE_WAIT_MS));
  const [database] = await Promise.allSettled([
    Promise.race([deleted, waited]),
    typeof caches === 'undefined' ? Promise.resolve() : Promise.all(CHEF_CACHES.map((name) => caches.delete(name))),
  ]);
  if (database.status === 'rejected') console.error(`Could not delete ${chefDbName(chefId)}`, database.reason);
  else if (database.value === 'blocked') console.warn(`Deleting ${chefDbName(chefId)} waits for another tab to close it`);
}

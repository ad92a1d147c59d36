// Whether a signed-out start has to load the sync engine (SyncSession.tsx): only to stop an engine
// this page runs, or to forget the chef the device database may remember. A first visit has
// neither, and downloads neither the engine nor Dexie.
import { DEVICE_DB_NAME } from '@/db/device-db-name';

type ListDatabases = () => Promise<Pick<IDBDatabaseInfo, 'name'>[]>;

const browserDatabases: ListDatabases | null =
  typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function' ? () => indexedDB.databases() : null;

/**
 * Whether signing out has anything to do on this device: an engine loaded in this page, or a
 * device database that may remember a chef (the service worker's record of the token). Asked
 * without Dexie; where the browser cannot list its databases, the answer is yes.
 */
export async function signedOutNeedsSync(engineLoaded: boolean, databases: ListDatabases | null = browserDatabases): Promise<boolean> {
  if (engineLoaded || !databases) return true;
  try {
    return (await databases()).some((database) => database.name === DEVICE_DB_NAME);
  } catch {
    return true;
  }
}


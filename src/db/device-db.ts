// A tiny device-wide database: which chef is signed in on this device, and their token. The
// service worker reads it to flush that chef's outbox in a Background Sync event (it has no
// localStorage), and the mark of that chef's database, to notice a database the browser evicted.
// Cleared on sign-out.
import { Dexie, type EntityTable } from 'dexie';
import { DEVICE_DB_NAME } from './device-db-name';

export type SignedInChef = {
  key: 'current';
  chefId: number;
  token: string;
  /** The mark the chef's database carried when this device last saw it (housekeeping.ts): a chef
   * database without it later was deleted under a signed-in chef (evicted by the browser). */
  dataMark?: string;
};

class DeviceDb extends Dexie {
  signedIn!: EntityTable<SignedInChef, 'key'>;
  constructor(options?: ConstructorParameters<typeof Dexie>[1]) {
    super(DEVICE_DB_NAME, options);
    this.version(1).stores({ signedIn: 'key' });
  }
}

let deviceDb: DeviceDb | null = null;
const device = (): DeviceDb => (deviceDb ??= new DeviceDb());

export async function rememberSignedInChef(chefId: number, token: string): Promise<void> {
  const db = device();
  await db.transaction('rw', db.signedIn, async () => {
    const before = await db.signedIn.get('current');
    const dataMark = before?.chefId === chefId ? before.dataMark : undefined; // a new chef: nothing to miss
    await db.signedIn.put({ key: 'current', chefId, token, ...(dataMark ? { dataMark } : {}) });
  });
}

/** Note the mark of the chef's database (housekeeping.ts), if that chef is still the one signed in. */
export async function rememberDataMark(chefId: number, dataMark: string): Promise<void> {
  const db = device();
  await db.transaction('rw', db.signedIn, async () => {
    const current = await db.signedIn.get('current');
    if (current?.chefId === chefId) await db.signedIn.put({ ...current, dataMark });
  });
}

export async function forgetSignedInChef(): Promise<void> {
  await device().signedIn.delete('current');
}

export async function signedInChef(): Promise<SignedInChef | undefined> {
  return device().signedIn.get('current');
}

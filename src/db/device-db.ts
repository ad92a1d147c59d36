// A tiny device-wide database: which chef is signed in on this device, and their token. The
// service worker reads it to flush that chef's outbox in a Background Sync event (it has no
// localStorage), and the mark of that chef's database, to notice a database the browser evicted.
// The mark is kept in localStorage too, beside the session: a browser that evicts the origin's
// IndexedDB deletes this database with the chef's, and only a copy outside IndexedDB still says
// that this chef had data here (docs/sync.md "What the device keeps"). Cleared on sign-out.
import { Dexie, type EntityTable } from 'dexie';
import { readJson, writeJson, writeText } from '@/lib/storage';
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

/** The localStorage copy of the mark (the service worker has no localStorage: it never uses it). */
export const DATA_MARK_KEY = 'deviceDataMark';
type KeptMark = { chefId: number; dataMark: string };

/** The mark localStorage keeps for `chefId`, if any. */
export function keptDataMark(chefId: number): string | undefined {
  const kept = readJson(DATA_MARK_KEY) as Partial<KeptMark> | undefined;
  return kept?.chefId === chefId && typeof kept.dataMark === 'string' ? kept.dataMark : undefined;
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
  if (keptDataMark(chefId) === undefined) writeText(DATA_MARK_KEY, null); // another chef's: nothing to miss
}

/** Note the mark of the chef's database (housekeeping.ts), if that chef is still the one signed in. */
export async function rememberDataMark(chefId: number, dataMark: string): Promise<void> {
  const db = device();
  await db.transaction('rw', db.signedIn, async () => {
    const current = await db.signedIn.get('current');
    if (current?.chefId === chefId) await db.signedIn.put({ ...current, dataMark });
  });
  writeJson(DATA_MARK_KEY, { chefId, dataMark } satisfies KeptMark);
}

export async function forgetSignedInChef(): Promise<void> {
  writeText(DATA_MARK_KEY, null);
  await device().signedIn.delete('current');
}

export async function signedInChef(): Promise<SignedInChef | undefined> {
  return device().signedIn.get('current');
}

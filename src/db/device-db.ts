// A tiny device-wide database: which chef is signed in on this device, and their token. The
// service worker reads it to flush that chef's outbox in a Background Sync event (it has no
// localStorage). Cleared on sign-out.
import { Dexie, type EntityTable } from 'dexie';

export type SignedInChef = { key: 'current'; chefId: number; token: string };

class DeviceDb extends Dexie {
  signedIn!: EntityTable<SignedInChef, 'key'>;
  constructor(options?: ConstructorParameters<typeof Dexie>[1]) {
    super('chef-pwa-device', options);
    this.version(1).stores({ signedIn: 'key' });
  }
}

let deviceDb: DeviceDb | null = null;
const device = (): DeviceDb => (deviceDb ??= new DeviceDb());

export async function rememberSignedInChef(chefId: number, token: string): Promise<void> {
  await device().signedIn.put({ key: 'current', chefId, token });
}

export async function forgetSignedInChef(): Promise<void> {
  await device().signedIn.delete('current');
}

export async function signedInChef(): Promise<SignedInChef | undefined> {
  return device().signedIn.get('current');
}

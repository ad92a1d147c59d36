// The chef's choices about their signed-in devices, through the outbox: whether a device rings for
// new orders, and signing another device out. Each shows at once in the device list's last copy
// (db.kv `devices`, with when it was fetched), and is applied again on top of every pull while it
// waits. Each device is its own entity, so a ring choice and a sign-out of one go in order.
import type { Device } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxOperation } from '@/db/outbox-entry';
import type { OperationSpec } from '../engine/operation-spec';

type Op<K extends OutboxOperation['kind']> = Extract<OutboxOperation, { kind: K }>;

/** db.kv key of the device list's last copy ({ devices, fetchedAt }). */
export const DEVICES_KEY = 'devices';

export type SavedDevices = { devices: Device[]; fetchedAt: string };

/** Changes the saved list (nothing to change before a first copy). The copy was checked against
 * the contract when it was pulled; the screen checks it again when it reads it (device-list.ts).
 * No schema here: the operations table is in the app's first load. */
async function editSaved(db: ChefDb, edit: (devices: Device[]) => Device[]): Promise<void> {
  const saved = (await db.kv.get(DEVICES_KEY))?.value as Partial<SavedDevices> | undefined;
  if (saved && Array.isArray(saved.devices)) await db.kv.put({ key: DEVICES_KEY, value: { ...saved, devices: edit(saved.devices) } });
}

const setDeviceRings: OperationSpec<Op<'setDeviceRings'>> = {
  entity: (op) => `device:${op.deviceId}`,
  request: (op) => ({ method: 'PUT', path: `chef/devices/${op.deviceId}`, json: { rings_for_orders: op.rings } }),
  tables: (db) => [db.kv],
  apply: (db, op) => editSaved(db, (devices) => devices.map((device) => (device.id === op.deviceId ? { ...device, rings_for_orders: op.rings } : device))),
  collection: 'devices',
  label: 'operation.setDeviceRings',
};

const signOutDevice: OperationSpec<Op<'signOutDevice'>> = {
  entity: (op) => `device:${op.deviceId}`,
  request: (op) => ({ method: 'DELETE', path: `chef/devices/${op.deviceId}` }),
  tables: (db) => [db.kv],
  apply: (db, op) => editSaved(db, (devices) => devices.filter((device) => device.id !== op.deviceId)),
  collection: 'devices',
  label: 'operation.signOutDevice',
};

export const deviceOperations = { setDeviceRings, signOutDevice };

// The device list's last copy on this device (db.kv `devices`: the list and when it was fetched),
// checked against the contract as it is read; null before a first copy (or an unreadable one).
import * as v from 'valibot';
import { deviceListSchema } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { DEVICES_KEY, type SavedDevices } from './device-operations';

const savedDevicesSchema = v.object({ devices: deviceListSchema, fetchedAt: v.string() });

export async function readSavedDevices(db: ChefDb): Promise<SavedDevices | null> {
  const parsed = v.safeParse(savedDevicesSchema, (await db.kv.get(DEVICES_KEY))?.value);
  return parsed.success ? parsed.output : null;
}

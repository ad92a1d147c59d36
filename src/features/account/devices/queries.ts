// Live read of the chef's signed-in devices from this device's last copy (db.kv `devices`, with
// when it was fetched), so the list shows offline too; the chef's unsent choices are already in it
// (src/sync/operations/device-operations.ts). undefined while reading.
import type { ChefDb } from '@/db/chef-db';
import { readSavedDevices } from '@/sync/operations/device-list';
import type { SavedDevices } from '@/sync/operations/device-operations';
import { useListState, type ListState } from '@/ui/use-list-state';

const tables = (db: ChefDb) => [db.kv];
const read = async (db: ChefDb): Promise<SavedDevices[]> => {
  const saved = await readSavedDevices(db);
  return saved ? [saved] : [];
};

export function useDevices(db: ChefDb | null): ListState<SavedDevices> | undefined {
  return useListState(db, 'devices', tables, read);
}

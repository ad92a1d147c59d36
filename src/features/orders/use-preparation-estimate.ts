// The kitchen's preparation-time estimate, read live from the device's copy of the kitchen: its
// usual time and, while busy mode lasts, the extra minutes it adds (src/sync/operations/usual-preparation-time.ts,
// the rule the service worker's Accept from a notification uses too). The accept dialog starts with
// their sum chosen and shows the two apart ("30 min, +20 busy"). null when the kitchen has none (or
// is not on this device yet); undefined while reading.
import { useLiveQuery } from 'dexie-react-hooks';
import { useChefDb } from '@/db/use-chef-db';
import { readPreparationEstimate, type PreparationEstimate } from '@/sync/operations/usual-preparation-time';

export type { PreparationEstimate };

export function usePreparationEstimate(): PreparationEstimate | null | undefined {
  const db = useChefDb();
  return useLiveQuery(async () => (db ? readPreparationEstimate(db, Date.now()) : null), [db]);
}

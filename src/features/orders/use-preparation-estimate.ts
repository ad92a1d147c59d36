// The kitchen's preparation-time estimate (minutes), read from the device's copy of the kitchen,
// with busy mode's extra minutes while it lasts (src/sync/usual-preparation-time.ts, shared with
// the service worker's Accept from a notification): the accept dialog starts with it chosen. null
// when the kitchen has none (or is not on this device yet); undefined while reading.
import { useLiveQuery } from 'dexie-react-hooks';
import { useChefDb } from '@/db/use-chef-db';
import { readUsualPreparationTime } from '@/sync/usual-preparation-time';

export function usePreparationEstimate(): number | null | undefined {
  const db = useChefDb();
  return useLiveQuery(async () => (db ? readUsualPreparationTime(db, Date.now()) : null), [db]);
}

// The kitchen's preparation-time estimate (minutes), read from the device's copy of the kitchen,
// with busy mode's extra minutes while it lasts (issue 29): the accept dialog starts with it chosen. null when the kitchen has none (or is not on this
// device yet); undefined while reading.
import { useLiveQuery } from 'dexie-react-hooks';
import { preparationEstimate } from '@/contract';
import { useChefDb } from '@/db/use-chef-db';

export function usePreparationEstimate(): number | null | undefined {
  const db = useChefDb();
  return useLiveQuery(async () => {
    if (!db) return null;
    const kitchen = await db.kitchen.toCollection().first();
    const minutes = kitchen ? preparationEstimate(kitchen, Date.now()) : null;
    return typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0 ? minutes : null;
  }, [db]);
}

// Live read of the chef's own profile from Dexie (local data, so it shows offline too). The
// session's user stands in while the row is not there yet (first start, database still opening).
import { useLiveQuery } from 'dexie-react-hooks';
import type { User } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { useSession } from '@/session/session';

export type OwnProfile = {
  user: User;
  /** The city's name from the cached list, for a row that has a city id but no name yet. */
  cityName: string | null;
};

type SavedProfile = { user: User | null; cityName: string | null };

/** The chef's profile; null while neither the database nor the session knows it. */
export function useOwnProfile(db: ChefDb | null): OwnProfile | null {
  const sessionUser = useSession().userData;
  const id = sessionUser?.id;
  const saved = useLiveQuery(async (): Promise<SavedProfile | null> => {
    if (!db || id === undefined) return null;
    const user = (await db.profile.get(id)) ?? null;
    const cityId = user?.city_id ?? sessionUser?.city_id ?? null;
    const city = cityId === null ? undefined : await db.cities.get(cityId);
    return { user, cityName: city?.name ?? null };
  }, [db, id, sessionUser?.city_id]);
  const user = saved?.user ?? sessionUser;
  return user ? { user, cityName: saved?.cityName ?? null } : null;
}

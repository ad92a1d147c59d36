// The earnings' last answer on this device: fetched when the screen opens (read-only: nothing goes
// through the outbox), parsed with the contract's schema (an answer whose figures do not add up is
// refused, never kept) and kept in the `kv` table with when it was fetched, so the screen shows the
// last figures offline, dated. Written through the guarded server write under the order actions'
// collection: a completion acknowledged while the fetch was under way means fetching again.
import * as v from 'valibot';
import type { ApiClient } from '@/api/client';
import { earningsSchema, type Earnings } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { writeFromServer } from '../pull/server-write';

export const EARNINGS_KEY = 'earnings';

export type SavedEarnings = { earnings: Earnings; fetchedAt: number };

const savedSchema = v.object({ earnings: earningsSchema, fetchedAt: v.number() });

/** Fetch the default range (the last 14 kitchen days) and keep it. */
export async function loadEarnings(db: ChefDb, api: ApiClient, now: () => number = Date.now): Promise<void> {
  await writeFromServer(db, {
    collection: 'activeOrders',
    tables: (db) => [db.kv],
    fetch: async () => {
      const earnings = await api.request('GET', 'chef/earnings', { schema: earningsSchema });
      return async (db) => {
        await db.kv.put({ key: EARNINGS_KEY, value: { earnings, fetchedAt: now() } satisfies SavedEarnings });
      };
    },
  });
}

/** The kept answer, or null when there is none (or it is not one this build can read). */
export async function readSavedEarnings(db: ChefDb): Promise<SavedEarnings | null> {
  const parsed = v.safeParse(savedSchema, (await db.kv.get(EARNINGS_KEY))?.value);
  return parsed.success ? parsed.output : null;
}

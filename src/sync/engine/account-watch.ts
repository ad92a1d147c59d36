// The account watch: the chef's status as another context wrote it (the service worker's
// Background Sync sent a queued onboarding step, another tab pulled) reaches this page's session
// too, through a Dexie live query on `profile`.
import { liveQuery } from 'dexie';
import type { ChefStatus } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { announceServerProfile } from '../operations/server-profile';

/**
 * A status written by another context (the service worker's Background Sync sent a queued step,
 * another tab pulled) reaches this page's session too. Only server answers write the status to
 * `profile` (an optimistic profile update leaves it alone), so a change is news from the server.
 */
export function watchStatus(db: ChefDb, chefId: number): () => void {
  let seen: ChefStatus | undefined;
  const subscription = liveQuery(() => db.profile.get(chefId)).subscribe({
    next: (row) => {
      if (!row) return;
      if (seen !== undefined && row.status !== seen) announceServerProfile(row);
      seen = row.status;
    },
    error: (error: unknown) => console.warn('Could not watch the account status', error),
  });
  return () => subscription.unsubscribe();
}


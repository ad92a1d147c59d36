// Live reads of Edit kitchen from Dexie: the kitchen row (pulled on start and after each write),
// the cities, the draft as it was when the screen opened, and what became of the kitchen edits
// waiting in the outbox. undefined means "no result yet".
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { City, Kitchen } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { readDraft } from '@/db/drafts';
import { KITCHEN_ENTITY } from '@/sync/operations/kitchen-operations';
import { understood } from '@/sync/engine/outbox-filter';

/** The kitchen as this device has it; null when it is not here yet. */
export function useKitchen(db: ChefDb | null): Kitchen | null | undefined {
  return useLiveQuery(async () => (db ? ((await db.kitchen.toCollection().first()) ?? null) : undefined), [db]);
}

export function useCities(db: ChefDb | null): City[] | undefined {
  return useLiveQuery(async () => (db ? await db.cities.orderBy('name').toArray() : undefined), [db]);
}

/** The 'kitchen' draft as it was when the screen opened (read once per database). */
export function useInitialDraft(db: ChefDb | null): {
  loaded: boolean;
  draft: unknown;
} {
  const [state, setState] = useState<{ db: ChefDb | null; draft: unknown }>({
    db: null,
    draft: undefined,
  });
  useEffect(() => {
    if (!db) return;
    let live = true;
    readDraft(db, 'kitchen').then(
      (draft) => live && setState({ db, draft }),
      (error: unknown) => {
        console.error('Reading the kitchen draft failed', error);
        if (live) setState({ db, draft: undefined });
      },
    );
    return () => {
      live = false;
    };
  }, [db]);
  return { loaded: db !== null && state.db === db, draft: state.draft };
}

/** Where the chef's kitchen edits stand: none waiting, waiting for a connection or a retry, or being
 * sent right now (an engine holds the entry's claim). */
export type SendingState = 'none' | 'waiting' | 'sending';

export function useKitchenEditsSending(db: ChefDb | null): SendingState {
  return (
    useLiveQuery(async () => {
      if (!db) return 'none';
      const entries = understood(await db.outbox.where('entity').equals(KITCHEN_ENTITY).toArray());
      const edits = entries.filter((entry) => entry.operation.kind === 'updateKitchen');
      if (edits.length === 0) return 'none';
      const now = Date.now();
      return edits.some((entry) => entry.claimedBy !== null && entry.claimedUntil > now) ? 'sending' : 'waiting';
    }, [db]) ?? 'none'
  );
}

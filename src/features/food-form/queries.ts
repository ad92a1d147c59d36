// Live reads of Create/Edit food from Dexie: the food a route names (by client_id or slug), the
// whole menu (the chef's other tags, the next display order) and the 'food' draft as it was when
// the screen opened. undefined means "no result yet".
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { ChefDb } from '@/db/chef-db';
import { readDraft } from '@/db/drafts';
import type { MenuRow } from '@/db/rows';
import { findFood } from '@/sync/operations/menu-operations';

/** The food `ref` names; null when it is not on this device. */
export function useFood(db: ChefDb | null, ref: string | null): MenuRow | null | undefined {
  return useLiveQuery(async () => (db ? (ref === null ? null : ((await findFood(db, ref)) ?? null)) : undefined), [db, ref]);
}

export function useMenu(db: ChefDb | null): MenuRow[] | undefined {
  return useLiveQuery(async () => (db ? await db.menu.orderBy('display_order').toArray() : undefined), [db]);
}

/** The 'food' draft as it was when the screen opened (read once per database). */
export function useInitialDraft(db: ChefDb | null): { loaded: boolean; draft: unknown } {
  const [state, setState] = useState<{ db: ChefDb | null; draft: unknown }>({ db: null, draft: undefined });
  useEffect(() => {
    if (!db) return;
    let live = true;
    readDraft(db, 'food').then(
      (draft) => live && setState({ db, draft }),
      (error: unknown) => {
        console.error('Reading the food draft failed', error);
        if (live) setState({ db, draft: undefined });
      },
    );
    return () => {
      live = false;
    };
  }, [db]);
  return { loaded: db !== null && state.db === db, draft: state.draft };
}

// Asks the sync layer to fetch the page for the current filters (loadOrderHistoryPage caches it in
// Dexie, which the screen reads) whenever the filters change, the database opens or the browser
// comes back online. Reports whether a load is running and the last failure for this page.
import { useCallback, useEffect, useState } from 'react';
import type { OrderHistoryQuery } from '@/contract';
import { loadOrderHistoryPage } from '@/sync/engine/chef-sync';

/** How the last finished load of a page ended. */
type Outcome = { key: string; attempt: number; error: string | null };

export type PageLoad = { running: boolean; error: string | null; retry: () => void };

export function usePageLoader(ready: boolean, online: boolean, key: string, query: OrderHistoryQuery): PageLoad {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = ready && online;

  useEffect(() => {
    if (!run) return;
    let current = true;
    const finish = (error: string | null) => {
      if (current) setOutcome({ key, attempt, error });
    };
    loadOrderHistoryPage(query).then(
      () => finish(null),
      (error: unknown) => finish(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
    // `query` is fully described by `key` (the cache key of the page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run, key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const finished = outcome?.key === key && outcome.attempt === attempt;
  const mine = outcome?.key === key ? outcome : null;
  return { running: run && !finished, error: mine?.error ?? null, retry };
}

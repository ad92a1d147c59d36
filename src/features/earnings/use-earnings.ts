// The earnings the screen shows: the last answer kept on this device (live from Dexie: undefined
// while reading, null when there is none) and a fetch of fresh figures whenever the screen opens,
// the database opens or the browser comes back online, with whether one is running and why the
// last one failed.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { useChefDb } from '@/db/use-chef-db';
import { loadEarnings } from '@/sync/engine/chef-sync';
import { readSavedEarnings, type SavedEarnings } from '@/sync/operations/earnings';
import { useOnline } from '@/ui/use-online';

export type EarningsLoad = { saved: SavedEarnings | null | undefined; online: boolean; running: boolean; error: string | null; retry: () => void };

export function useEarnings(): EarningsLoad {
  const db = useChefDb();
  const online = useOnline();
  const saved = useLiveQuery(async () => (db ? await readSavedEarnings(db) : undefined), [db]);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ attempt: number; error: string | null } | null>(null);
  const run = db !== null && online;

  useEffect(() => {
    if (!run) return;
    let current = true;
    loadEarnings().then(
      () => current && setOutcome({ attempt, error: null }),
      (error: unknown) => current && setOutcome({ attempt, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
      setOutcome(null); // offline, or another attempt: the last outcome no longer describes a load
    };
  }, [run, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const finished = outcome?.attempt === attempt;
  return { saved, online, running: run && !finished, error: finished ? (outcome?.error ?? null) : null, retry };
}

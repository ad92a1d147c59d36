// Live reads for the onboarding screens, from Dexie (the sync layer pulls the profile, the cities
// and the contract on start). undefined means "no result yet".
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { contractSchema, type City, type Contract, type User } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { readDraft, type DraftForm } from '@/db/drafts';
import type { OutboxOperation } from '@/db/outbox-entry';
import { useSession } from '@/session/session';
import { understood } from '@/sync/engine/outbox-filter';

/** The chef's account: the local row, else the session's copy. */
export function useProfile(db: ChefDb | null): User | null {
  const session = useSession().userData;
  const row = useLiveQuery(async () => (db && session ? await db.profile.get(session.id) : undefined), [db, session?.id]);
  return row ?? session;
}

export function useCities(db: ChefDb | null): City[] | undefined {
  return useLiveQuery(async () => (db ? await db.cities.orderBy('name').toArray() : undefined), [db]);
}

/** The contract to sign; null when this device has not fetched it yet. */
export function useContract(db: ChefDb | null): Contract | null | undefined {
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const parsed = v.safeParse(contractSchema, (await db.kv.get('contract'))?.value);
    return parsed.success ? parsed.output : null;
  }, [db]);
}

/** How many onboarding actions of this kind wait in the outbox to be sent. */
export function useWaitingCount(db: ChefDb | null, kind: OutboxOperation['kind']): number {
  return (
    useLiveQuery(async () => {
      if (!db) return 0;
      const entries = understood(await db.outbox.where('entity').equals('profile').toArray());
      return entries.filter((entry) => entry.operation.kind === kind).length;
    }, [db, kind]) ?? 0
  );
}

/** A form's draft as it was when the screen opened (read once per database). */
export function useInitialDraft(db: ChefDb | null, form: DraftForm): { loaded: boolean; values: unknown } {
  const [state, setState] = useState<{ db: ChefDb | null; values: unknown }>({ db: null, values: undefined });
  useEffect(() => {
    if (!db) return;
    let live = true;
    readDraft(db, form).then(
      (values) => live && setState({ db, values }),
      (error: unknown) => {
        console.error('Reading the draft failed', error);
        if (live) setState({ db, values: undefined });
      },
    );
    return () => {
      live = false;
    };
  }, [db, form]);
  return { loaded: db !== null && state.db === db, values: state.values };
}

// Keeps the sync engine in step with the session: the signed-in chef's engine runs, nobody else's.
// The session follows the server's account. Also lets an accepted app update send what is waiting
// before the page reloads. The engine's code (with Dexie and the realtime clients) is its own chunk,
// loaded after the first paint (the sign-in screens do not wait for it); every session change waits
// for the same load, so the changes reach the engine in order. The engine of the session the page
// starts with begins its work once the first screen has shown its rows (src/lib/first-screen.ts);
// a sign-in later starts its engine at once.
//
// A visitor who is signed out and never was on this device (no device database: a first visit)
// does not load it at all: there is no engine to stop and no device record to forget. The first
// sign-in loads it.
import { useEffect } from 'react';
import { apiClient, apiClientFor } from '@/api/app-client';
import { afterFirstScreen } from '@/lib/first-screen';
import { setBeforeUpdate } from '@/lib/service-worker';
import { getSession, setUserData, useSession } from '@/session/session';
import type * as ChefSync from '@/sync/chef-sync';
import { realtimeSettings } from './realtime-settings';
import { signedOutNeedsSync } from './signed-out-sync';

type SyncChef = (typeof ChefSync)['syncChef'];
type Chef = { id: number; token: string };

let loading: Promise<SyncChef> | null = null;

function loadSync(): Promise<SyncChef> {
  loading ??= Promise.all([import('@/sync/chef-sync'), import('@/sync/server-profile')]).then(([sync, profile]) => {
    setBeforeUpdate(sync.flushActiveOutbox);
    // The session follows every account the server answers (a pull, an accepted onboarding step,
    // the documents upload): the guard reads the session, so the chef moves on without a reload.
    profile.onServerProfile((user) => {
      if (getSession().userData?.id === user.id) setUserData(user);
    });
    return sync.syncChef;
  });
  return loading;
}

// Each session change, in order: the next one starts when the previous one reached the engine.
let changes: Promise<void> = Promise.resolve();
// The first change is the session the page starts with.
let pageStart = true;

function follow(chef: Chef | null): void {
  const startAfter = pageStart ? afterFirstScreen() : undefined;
  pageStart = false;
  changes = changes
    .then(async () => {
      if (!chef && !(await signedOutNeedsSync(loading !== null))) return;
      const syncChef = await loadSync();
      syncChef(chef, { api: chef ? apiClientFor(chef.id) : apiClient, realtime: realtimeSettings(), startAfter });
    })
    .catch((error: unknown) => console.error('The sync engine could not be loaded.', error));
}

export function SyncSession() {
  const { isLoggedIn, token, userData } = useSession();
  const chefId = isLoggedIn && token ? userData?.id : undefined;
  useEffect(() => {
    follow(chefId !== undefined && token ? { id: chefId, token } : null);
  }, [chefId, token]);
  return null;
}

// Keeps the sync engine in step with the session: the signed-in chef's engine runs, nobody else's.
// The session follows the server's account. Also lets an accepted app update send what is waiting
// before the page reloads. The engine's code (with Dexie and the realtime clients) is its own chunk,
// loaded after the first paint (the sign-in screens do not wait for it); every session change waits
// for the same load, so the changes reach the engine in order. The session the page starts with is
// followed before the first render (`startSyncSession`, main.tsx), so the chef's database opens
// while the route loads and a screen can read its rows before it renders (the active orders:
// read-ahead.ts); its engine begins its work once the first screen has shown them
// (src/lib/first-screen.ts). A sign-in later starts its engine at once.
//
// A visitor who is signed out and never was on this device (no device database: a first visit)
// does not load it at all: there is no engine to stop and no device record to forget. The first
// sign-in loads it.
import { useEffect } from 'react';
import { apiClient, apiClientFor } from '@/api/app-client';
import { afterFirstScreen } from '@/lib/first-screen';
import { setBeforeUpdate } from '@/lib/service-worker';
import type { ChefStatus } from '@/contract';
import { getSession, setUserData, useSession, type Session } from '@/session/session';
import { setSignedOutForgetter } from '@/session/signed-out-device';
import type * as ChefSync from '@/sync/engine/chef-sync';
import { realtimeSettings } from './realtime-settings';
import { signedOutNeedsSync } from './signed-out-sync';

type SyncChef = (typeof ChefSync)['syncChef'];
type Chef = { id: number; token: string; status: ChefStatus };

let loading: Promise<SyncChef> | null = null;

function loadSync(): Promise<SyncChef> {
  loading ??= Promise.all([import('@/sync/engine/chef-sync'), import('@/sync/operations/server-profile')]).then(([sync, profile]) => {
    setBeforeUpdate(sync.flushActiveOutbox);
    setSignedOutForgetter(sync.forgetSignedOutChef);
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
// The first change is the session the page starts with; the last one followed (a session is
// followed once: at the page's start, then again by the app's first commit).
let pageStart = true;
let followed: string | null = null;
// The app's first commit (the engine's wait for the first screen counts from it).
let committed = () => {};
const firstCommit = new Promise<void>((resolve) => (committed = resolve));

const chefOf = (session: Session): Chef | null =>
  session.isLoggedIn && session.token && session.userData ? { id: session.userData.id, token: session.token, status: session.userData.status } : null;

function follow(chef: Chef | null): void {
  const key = chef ? `${chef.id}:${chef.token}` : 'nobody';
  if (key === followed) return;
  followed = key;
  const startAfter = pageStart ? firstCommit.then(() => afterFirstScreen()) : undefined;
  pageStart = false;
  changes = changes
    .then(async () => {
      if (!chef && !(await signedOutNeedsSync(loading !== null))) return;
      const syncChef = await loadSync();
      syncChef(chef, { api: chef ? apiClientFor(chef.id) : apiClient, realtime: realtimeSettings(), startAfter });
    })
    .catch((error: unknown) => console.error('The sync engine could not be loaded.', error));
}

/** The page's start: follow the stored session now, before the first render. */
export function startSyncSession(): void {
  follow(chefOf(getSession()));
}

export function SyncSession() {
  const session = useSession();
  const chef = chefOf(session);
  const chefId = chef?.id;
  const token = chef?.token;
  const status = chef?.status;
  useEffect(() => committed(), []);
  // The status only matters when the engine starts (a change later reaches it from the server's
  // answer: chef-sync.ts), so a new status alone does not follow again (same id and token).
  useEffect(() => {
    follow(chefId !== undefined && token && status ? { id: chefId, token, status } : null);
  }, [chefId, token, status]);
  return null;
}

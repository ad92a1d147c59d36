// Keeps the sync engine in step with the session: the signed-in chef's engine runs, nobody else's.
// The session follows the server's account. Also lets an accepted app update send what is waiting before the page reloads.
import { useEffect } from 'react';
import { apiClient } from '@/api/app-client';
import { setBeforeUpdate } from '@/lib/service-worker';
import { getSession, setUserData, useSession } from '@/session/session';
import { flushActiveOutbox, syncChef } from '@/sync/chef-sync';
import { onServerProfile } from '@/sync/server-profile';
import { realtimeSettings } from './realtime-settings';

setBeforeUpdate(flushActiveOutbox);

// The session follows every account the server answers (a pull, an accepted onboarding step, the
// documents upload): the guard reads the session, so the chef moves on without a reload.
onServerProfile((user) => {
  if (getSession().userData?.id === user.id) setUserData(user);
});

export function SyncSession() {
  const { isLoggedIn, token, userData } = useSession();
  const chefId = isLoggedIn && token ? userData?.id : undefined;
  useEffect(() => {
    syncChef(chefId !== undefined && token ? { id: chefId, token } : null, { api: apiClient, realtime: realtimeSettings() });
  }, [chefId, token]);
  return null;
}

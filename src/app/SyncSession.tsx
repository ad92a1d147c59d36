// Keeps the sync engine in step with the session: the signed-in chef's engine runs, nobody else's.
// Also lets an accepted app update send what is waiting before the page reloads.
import { useEffect } from 'react';
import { apiClient } from '@/api/app-client';
import { setBeforeUpdate } from '@/lib/service-worker';
import { useSession } from '@/session/session';
import { flushActiveOutbox, syncChef } from '@/sync/chef-sync';
import { realtimeSettings } from './realtime-settings';

setBeforeUpdate(flushActiveOutbox);

export function SyncSession() {
  const { isLoggedIn, token, userData } = useSession();
  const chefId = isLoggedIn && token ? userData?.id : undefined;
  useEffect(() => {
    syncChef(chefId !== undefined && token ? { id: chefId, token } : null, { api: apiClient, realtime: realtimeSettings() });
  }, [chefId, token]);
  return null;
}

// The connection as this tab sees it: the link state the leader tab keeps in Dexie (key
// `connection`) and this browser's online/offline events (with the time it went offline).
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { useChefDb } from '@/db/use-chef-db';
import { CONNECTION_KEY } from '@/sync/engine/engine';
import { asLinkState, connectionView, type ConnectionView } from './connection-view';
import { useNow } from '@/ui/use-now';

let offlineSince: number | null = typeof navigator !== 'undefined' && !navigator.onLine ? Date.now() : null;

function subscribeOnline(listener: () => void): () => void {
  const onOnline = () => {
    offlineSince = null;
    listener();
  };
  const onOffline = () => {
    offlineSince ??= Date.now();
    listener();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}
const isOnline = () => navigator.onLine;

export function useConnection(): ConnectionView {
  const db = useChefDb();
  const stored = useLiveQuery(async () => (db ? ((await db.kv.get(CONNECTION_KEY))?.value ?? null) : null), [db]);
  const browserOnline = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const link = asLinkState(stored);
  const now = useNow(1_000, link?.nextRetryAt != null);
  return connectionView({ link, browserOnline, browserOfflineSince: browserOnline ? null : (offlineSince ?? link?.since ?? null), now });
}

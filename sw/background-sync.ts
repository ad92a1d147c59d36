// Background Sync: when the browser is online again it fires `sync` with the tag the page
// registered (src/sync/background-sync.ts), even when no tab is open; the worker then sends the
// signed-in chef's outbox (src/sync/background-flush.ts). A rejected flush makes the browser try
// the sync again later (with its own backoff).
import { flushFromServiceWorker, OUTBOX_SYNC_TAG } from '@/sync/background-flush';

/** The Background Sync event; not part of TypeScript's WebWorker types. */
export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

/** A window of the app is open (controlled or not): it may be sending entries it claimed. */
async function anyTabOpen(scope: ServiceWorkerGlobalScope): Promise<boolean> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.length > 0;
}

export function flushOutboxOnSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event) => {
    if (event.tag !== OUTBOX_SYNC_TAG) return;
    event.waitUntil(
      flushFromServiceWorker({ tabsOpen: () => anyTabOpen(scope) }).catch((error: unknown) => {
        console.warn(`Background sync '${event.tag}' left work for later`, error);
        throw error;
      }),
    );
  });
}

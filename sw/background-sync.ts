// Background Sync: when the browser is online again it fires `sync` with the tag the page
// registered (src/sync/engine/background-sync.ts), even when no tab is open; the worker then sends the
// signed-in chef's outbox (src/sync/engine/background-flush.ts). A rejected flush makes the browser try
// the sync again later (with its own backoff). Each run is written to the chef's journal.
import { flushFromServiceWorker, OUTBOX_SYNC_TAG } from '@/sync/engine/background-flush';
import { journalBackgroundRun } from '@/sync/journal/journal-background';

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

export function flushOutboxOnSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event) => {
    if (event.tag !== OUTBOX_SYNC_TAG) return;
    event.waitUntil(
      flushWithJournal().catch((error: unknown) => {
        console.warn(`Background sync '${event.tag}' left work for later`, error);
        throw error;
      }),
    );
  });
}

/** One flush, with its lines in the chef's journal ("Background Sync ran: N sent, M waiting"). */
async function flushWithJournal(): Promise<void> {
  const journal = await journalBackgroundRun();
  try {
    await flushFromServiceWorker({ onOutboxEvent: journal?.onOutboxEvent });
  } catch (error) {
    await journal?.finish(error);
    throw error;
  }
  await journal?.finish();
}

// Page side of Background Sync: asks the browser to wake the service worker with the tag
// 'outbox-flush' once it is online again, so actions that could not be sent reach the server even
// if the chef closes the app first (sw/background-sync.ts answers it). Where the browser has no
// Background Sync (Firefox, Safari) or no service worker, it does nothing: the tabs flush on
// `online` and on start.
import { OUTBOX_SYNC_TAG } from './background-flush';

/** Background Sync is not in TypeScript's DOM types: the part of it used here. */
type SyncManager = { register(tag: string): Promise<void> };
type RegistrationWithSync = ServiceWorkerRegistration & { sync: SyncManager };

function hasSync(registration: ServiceWorkerRegistration): registration is RegistrationWithSync {
  return 'sync' in registration && typeof (registration as Partial<RegistrationWithSync>).sync?.register === 'function';
}

/** Ask for one outbox flush by the service worker. Resolves true when the browser took the ask. */
export async function requestOutboxSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration?.active || !hasSync(registration)) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch (error) {
    console.warn('Could not ask for a background sync', error);
    return false;
  }
}

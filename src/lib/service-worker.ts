// Page side of the service worker: registers /sw.js at the site root (production builds only) and
// tells the app when a new version is waiting. The worker never activates itself: the chef accepts
// the update, the page asks the waiting worker to skip waiting, then reloads once it controls us.
import { Workbox } from 'workbox-window';

type UpdateListener = (available: boolean) => void;

let workbox: Workbox | null = null;
let updateAvailable = false;
const listeners = new Set<UpdateListener>();

function setUpdateAvailable(value: boolean): void {
  updateAvailable = value;
  for (const listener of listeners) listener(value);
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || workbox) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setUpdateAvailable(true));
  workbox.register().catch((error: unknown) => console.error('Service worker registration failed', error));
}

export function onUpdateAvailable(listener: UpdateListener): () => void {
  listeners.add(listener);
  listener(updateAvailable);
  return () => listeners.delete(listener);
}

let beforeUpdate: () => Promise<void> = async () => {};

/** Work to finish before the page reloads into a new version (the sync engine flushes its outbox). */
export function setBeforeUpdate(task: () => Promise<void>): void {
  beforeUpdate = task;
}

/** The chef accepted the new version: finish pending work (at most 5 s), activate it, reload. */
export async function acceptUpdate(): Promise<void> {
  if (!workbox) return;
  const wb = workbox;
  await Promise.race([beforeUpdate().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

// Page side of the service worker: registers /sw.js at the site root (production builds only) and
// tells the app when a new version is waiting. The worker never activates itself: the chef accepts
// the update, the page asks the waiting worker to skip waiting, then reloads once it controls us.
// Every other open tab of the app reloads too when the new worker takes control (after its sends
// settle, at most 5 s): an old tab must not go on leading, sending and writing with the old build's
// operations beside the new one (docs/sync.md, "Versions").
import type { Workbox } from 'workbox-window';

type UpdateListener = (available: boolean) => void;

let workbox: Workbox | null = null;
let updateAvailable = false;
const listeners = new Set<UpdateListener>();

function setUpdateAvailable(value: boolean): void {
  updateAvailable = value;
  for (const listener of listeners) listener(value);
}

let registering = false;

/**
 * Registers the worker once the page has loaded and the browser is idle: workbox-window is its own
 * chunk, and the worker's install downloads the whole precache; neither should compete with the
 * first screen's scripts on a slow phone (a first visit; later starts have the worker already).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !navigator.serviceWorker || registering) return;
  registering = true;
  // Where service workers are blocked (a browser setting, some private modes, an embedded
  // browser), registration fails, sometimes inside workbox-window ("reading 'waiting'"): the app
  // works online without one, so this is a note, not an error.
  const quietly = (error: unknown) =>
    console.info('Offline support is off: the service worker could not be registered.', error instanceof Error ? error.message : error);
  reloadWhenAnotherTabUpdates();
  whenLoadedAndIdle(() => {
    import('workbox-window')
      .then(({ Workbox }) => {
        const wb = new Workbox('/sw.js', { scope: '/' });
        workbox = wb;
        wb.addEventListener('waiting', () => setUpdateAvailable(true));
        return wb.register();
      })
      .catch(quietly);
  });
}

/** The longest the registration waits for an idle moment after the page's load event. */
export const REGISTER_IDLE_TIMEOUT_MS = 2_000;

/** `task` after the load event, in an idle moment (at most REGISTER_IDLE_TIMEOUT_MS later). */
function whenLoadedAndIdle(task: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: REGISTER_IDLE_TIMEOUT_MS }) : setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

let reloading = false;

/** Finish pending work (at most 5 s), then load the new version. */
function reloadIntoNewVersion(): void {
  if (reloading) return;
  reloading = true;
  void Promise.race([beforeUpdate().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 5_000))]).then(() => window.location.reload());
}

/**
 * Reloads this tab when a new worker takes control of it. The first install taking control of a
 * page that had none is not an update: a tab opened before the worker existed skips that one
 * change and reloads on the next (it used to listen only when it started controlled, so the tab of
 * a chef's first visit went on with the old build after an update: old-and-new-tab.spec.ts).
 */
export function reloadWhenAnotherTabUpdates(container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'> = navigator.serviceWorker, reload: () => void = reloadIntoNewVersion): void {
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    reload();
  });
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
  reloading = true; // flushed already: the reload below is this tab's
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

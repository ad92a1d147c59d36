// The service worker in a test: wait until it controls the page (so the app opens offline), and
// fire a Background Sync event at it through the DevTools protocol (ServiceWorker.dispatchSyncEvent,
// what DevTools' Application > Service workers > Sync button does).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/** The longest a first install may take: the app registers the worker after its load event and an
 * idle moment, and Workbox then precaches the build (about 240 files) one request at a time
 * (workbox-precaching's install, GoogleChrome/workbox#2528). About 3 s on an idle machine; CI saw
 * more than 15 s on a busy one, beside another worker's browser. */
const FIRST_INSTALL_TIMEOUT_MS = 30_000;

/** Where the page's worker is: the controller's script, or why there is none yet (a failing poll
 * then says whether the worker is still installing, failed, or never registered). */
function workerState(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const controller = navigator.serviceWorker.controller;
    if (controller) return controller.scriptURL;
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'no registration yet';
    const worker = registration.installing ?? registration.waiting ?? registration.active;
    return `registered, not in control (installing: ${Boolean(registration.installing)}, waiting: ${Boolean(registration.waiting)}, active: ${registration.active?.state ?? 'none'}, newest: ${worker?.state ?? 'none'})`;
  });
}

export async function expectServiceWorkerInControl(page: Page): Promise<void> {
  // The wait is the browser's background install, not the test's steps: the test gets that long more.
  test.info().setTimeout(test.info().timeout + FIRST_INSTALL_TIMEOUT_MS);
  await expect
    .poll(() => workerState(page), {
      message: 'the page registers /sw.js and the worker takes control',
      timeout: FIRST_INSTALL_TIMEOUT_MS,
    })
    .toMatch(/\/sw\.js$/);
}
type Registration = { registrationId: string; scopeURL: string; isDeleted: boolean };

/** Dispatches `sync` with `tag` to the worker registered for `origin` (any open page of the
 * context serves as the DevTools session; it need not be an app page). */
export async function dispatchSync(context: BrowserContext, via: Page, origin: string, tag: string): Promise<void> {
  const cdp = await context.newCDPSession(via);
  try {
    const registrations: Registration[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Registration[] }) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect
      .poll(() => registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`)?.registrationId ?? null, {
        message: `a service worker registration for ${origin}/`,
      })
      .not.toBeNull();
    const registration = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: registration?.registrationId ?? '', tag, lastChance: false });
  } finally {
    await cdp.detach();
  }
}

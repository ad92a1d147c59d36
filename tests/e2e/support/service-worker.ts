// The service worker in a test: wait until it controls the page (so the app opens offline), and
// fire a Background Sync event at it through the DevTools protocol (ServiceWorker.dispatchSyncEvent,
// what DevTools' Application > Service workers > Sync button does).
import { expect, type BrowserContext, type Page } from '@playwright/test';

export async function expectServiceWorkerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      message: 'the page registers /sw.js and the worker takes control',
      timeout: 15_000,
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

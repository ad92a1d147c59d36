// Push in a test. The browser side: the installed app (display-mode standalone, see
// emulateStandalone), the notification permission in any state (Browser.setPermission: Playwright
// grants but cannot deny), and an FCM message delivered to our service worker
// (ServiceWorker.deliverPushMessage, DevTools' "Push" button). Firebase's side, for a build made
// with the test Firebase config (tools/e2e-push.mjs): headless Chromium has no push service, so
// PushManager.subscribe answers a fixed subscription, and Firebase's two endpoints (installations,
// FCM registrations) are answered by page.route; our code and the Firebase SDK run unchanged.
import { expect, type APIRequestContext, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './env.ts';

export const E2E_FCM_TOKEN = 'e2e-fcm-token-1';

/** Does the served build carry a Firebase config? (Its CSP then allows Firebase's endpoints.) */
export async function buildHasFirebase(request: APIRequestContext): Promise<boolean> {
  const response = await request.get('/');
  return (response.headers()['content-security-policy'] ?? '').includes('fcmregistrations.googleapis.com');
}

/** The installed app: `(display-mode: standalone)` matches. Chromium's DevTools protocol accepts
 * display-mode in Emulation.setEmulatedMedia but ignores it (checked with Chromium 156:
 * prefers-color-scheme flips, display-mode does not), so window.matchMedia answers it instead. */
export async function emulateStandalone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'display-mode', value: 'standalone' }] });
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = original(query);
      const standalone = /display-mode:\s*standalone/.test(query);
      const browser = /display-mode:\s*browser/.test(query);
      if (!standalone && !browser) return list;
      return new Proxy(list, {
        get(target, property) {
          if (property === 'matches') return standalone;
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      });
    };
  });
}

/** Sets the notification permission of `origin` (Playwright's grantPermissions cannot deny). */
export async function setNotificationPermission(page: Page, origin: string, setting: 'granted' | 'denied' | 'prompt'): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting, origin });
  await cdp.detach();
}

/** A fixed push subscription (the browser's push service), and Firebase's endpoints answered. */
export async function fakeFirebaseBackend(page: Page): Promise<{ registrations: unknown[] }> {
  const seen = { registrations: [] as unknown[] };
  await page.addInitScript(() => {
    const key = (length: number) => new Uint8Array(length).map((_, i) => (i * 7 + 1) % 256).buffer;
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-subscription',
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: (name: string) => (name === 'p256dh' ? key(65) : key(16)),
      toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-subscription', keys: {} }),
      unsubscribe: async () => true,
    };
    let subscribed = false;
    PushManager.prototype.getSubscription = async () => (subscribed ? (subscription as unknown as PushSubscription) : null);
    PushManager.prototype.subscribe = async () => {
      subscribed = true;
      return subscription as unknown as PushSubscription;
    };
  });
  await page.route('https://firebaseinstallations.googleapis.com/**', (route) =>
    route.fulfill({
      json: { name: 'projects/chef-e2e/installations/e2e-fid', fid: 'e2e-fid', refreshToken: 'e2e-refresh', authToken: { token: 'e2e-auth', expiresIn: '604800s' } },
    }),
  );
  await page.route('https://fcmregistrations.googleapis.com/**', async (route) => {
    seen.registrations.push(route.request().postDataJSON());
    await route.fulfill({ json: { token: E2E_FCM_TOKEN } });
  });
  return seen;
}

type Registration = { registrationId: string; scopeURL: string; isDeleted: boolean };

/** Delivers `payload` (FCM's JSON; a string is sent as it is) as a push event to the worker registered for `origin`. */
export async function deliverPush(context: BrowserContext, via: Page, origin: string, payload: unknown): Promise<void> {
  const cdp = await context.newCDPSession(via);
  try {
    const registrations: Registration[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Registration[] }) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect
      .poll(() => registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`)?.registrationId ?? null, { message: `a service worker for ${origin}/` })
      .not.toBeNull();
    const registration = registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration?.registrationId ?? '', data: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  } finally {
    await cdp.detach();
  }
}

export type ShownNotification = {
  title: string;
  body: string;
  tag: string;
  requireInteraction: boolean;
  silent: boolean | null;
  icon: string;
  badge: string;
  actions: { action: string; title: string }[];
};

/** Our service worker, running (a push or a click starts a stopped one again). */
async function serviceWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? context.waitForEvent('serviceworker');
}

/** The notifications our worker shows now (registration.getNotifications(), read in the worker). */
export async function shownNotifications(context: BrowserContext): Promise<ShownNotification[]> {
  const worker = context.serviceWorkers()[0];
  if (!worker) return [];
  return worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration };
    const shown = (await scope.registration.getNotifications()) as Array<Notification & { actions?: readonly { action: string; title: string }[] }>;
    return shown.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      requireInteraction: n.requireInteraction,
      silent: n.silent,
      icon: n.icon,
      badge: n.badge,
      actions: (n.actions ?? []).map(({ action, title }) => ({ action, title })),
    }));
  });
}

/** Clicks the notification tagged `tag` (on its button `action`, else its body): a
 * notificationclick event dispatched in the worker (the DevTools protocol cannot click a system
 * notification). */
export async function clickNotification(context: BrowserContext, tag: string, action = ''): Promise<void> {
  const worker = await serviceWorker(context);
  await worker.evaluate(
    async ({ wanted, action }) => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      const { NotificationEvent } = globalThis as unknown as { NotificationEvent: new (type: string, init: { notification: Notification; action: string }) => Event };
      const [notification] = await scope.registration.getNotifications({ tag: wanted });
      if (!notification) throw new Error(`no notification tagged ${wanted}`);
      try {
        scope.dispatchEvent(new NotificationEvent('notificationclick', { notification, action }));
      } catch {
        // A synthetic event's waitUntil throws after the handler has started its work.
      }
    },
    { wanted: tag, action },
  );
}

export type PushLog = { mode: 'fcm' | 'log'; devices: string[]; pushes: { token: string; outcome: string; message: { data?: Record<string, string> } }[] };

/** What the server keeps for the chef: registered devices and the pushes sent (GET /admin/push-log). */
export async function serverPushLog(request: APIRequestContext, email: string): Promise<PushLog> {
  const response = await request.get(`/admin/push-log?email=${encodeURIComponent(email)}`, { headers: { Accept: 'application/json', Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  expect(response.ok(), `admin push-log ${email}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { result: PushLog }).result;
}

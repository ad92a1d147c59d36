// Background Sync (the service worker): a read made offline is sent by the service worker
// when the browser fires `sync` with the tag 'outbox-flush', with no tab of the app left open to
// send it. The page registered the sync when the read could not be sent; Chromium fires it on its
// own once it is back online. Should it not within a few seconds, the test fires the same event
// through DevTools (ServiceWorker.dispatchSyncEvent). Either way only the worker can send it.
import { expect, test } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef, serverNotification } from './support/notifications.ts';
import { dispatchSync, expectServiceWorkerInControl } from './support/service-worker.ts';

const approvedTitle = 'Your account is approved';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

test('the service worker sends a read made offline when the browser fires the outbox sync', async ({ context, request, baseURL }) => {
  const chef = await approvedChef(request, 'background-sync');
  const page = await context.newPage();
  await startSignedIn(page, chef);
  await page.goto('/kitchen');
  await expect(new AppShell(page).heading('Kitchen')).toBeVisible();
  const bell = new NotificationBell(page);
  const sync = new SyncStatus(page);
  await sync.expectLive();
  await expect(bell.badge).toHaveText('1');
  await expectServiceWorkerInControl(page);
  expect(await page.evaluate(async () => 'sync' in (await navigator.serviceWorker.ready)), 'Chromium has Background Sync').toBe(true);

  await context.setOffline(true);
  await sync.expectOffline();
  await bell.open();
  await bell.itemButton(approvedTitle).click();
  await expect(bell.badge).toBeHidden();
  await expect(sync.pendingCount).toHaveText('1 waiting to send');
  // The page handed the waiting action to the worker: the browser holds the outbox sync. Without
  // this, the DevTools fallback below would hide a page that never registered it.
  await expect
    .poll(() => page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } };
      return registration.sync.getTags();
    }))
    .toContain('outbox-flush');

  // No tab of the app is left to send it; only the worker can.
  const blank = await context.newPage();
  await page.close();
  await context.setOffline(false);
  const readOnServer = async () => (await serverNotification(request, chef.token, approvedTitle)).read_at;
  const sentByBrowser = await expect
    .poll(readOnServer, { timeout: 5_000 })
    .not.toBeNull()
    .then(() => true, () => false);
  if (!sentByBrowser) await dispatchSync(context, blank, new URL(baseURL ?? '').origin, 'outbox-flush');
  await expect.poll(readOnServer, { message: 'the service worker flushed the outbox', timeout: 10_000 }).not.toBeNull();

  // The app opened again finds nothing waiting and the notification read.
  const again = await context.newPage();
  await again.goto('/kitchen');
  await expect(new AppShell(again).heading('Kitchen')).toBeVisible();
  await expect(new SyncStatus(again).pendingCount).toBeHidden();
  await expect(new NotificationBell(again).badge).toBeHidden();
});

// Offline first, end to end: the shell and the bell open from the local database with
// no network; a notification marked read offline stays read across a reload, counts as waiting,
// and reaches the server exactly once when the connection is back. Each test uses a chef of its
// own, except the read-only check of the seeded demo chef.
import { expect, test } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { LoginPage } from './pages/login-page.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { apiLogin } from './support/api.ts';
import { seededChefs, SEED_PASSWORD } from './support/env.ts';
import { approvedChef, sendNotification, serverNotification, serverNotifications, uniqueTitle } from './support/notifications.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';
import { WriteLog } from './support/write-log.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

test('demo@chef.test signs in, then the shell and the bell open offline from local data', async ({ page, context, request }) => {
  const demo = await apiLogin(request, seededChefs.approved);
  const titles = (await serverNotifications(request, demo.token)).map((n) => n.data.title);
  expect(titles.length, 'the seed gives demo notifications').toBeGreaterThan(0);

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(seededChefs.approved, SEED_PASSWORD);
  const shell = new AppShell(page);
  await expect(shell.heading('Kitchen')).toBeVisible();
  const bell = new NotificationBell(page);
  await bell.open();
  await expect(bell.item(titles[0] ?? '')).toBeVisible(); // pulled into the local database
  await bell.close();
  await expectServiceWorkerInControl(page);

  await context.setOffline(true);
  await page.reload();
  await expect(shell.heading('Kitchen')).toBeVisible();
  await expect(shell.userMenu).toBeVisible();
  await new SyncStatus(page).expectOffline();
  await bell.open();
  for (const title of titles.slice(0, 3)) await expect(bell.item(title)).toBeVisible();
});

test('a notification marked read offline stays read, waits, and is applied once back online', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'offline-read');
  const title = uniqueTitle('Order 17 is ready');
  await sendNotification(request, chef.user.email, { title, body: 'Table by the window', type: 'new_order' });
  const writes = new WriteLog(context, /^\/api\/chef\/notifications\/read\//);

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(chef.user.email, chef.password);
  const shell = new AppShell(page);
  const bell = new NotificationBell(page);
  const sync = new SyncStatus(page);
  await expect(shell.heading('Kitchen')).toBeVisible();
  await expect(bell.badge).toHaveText('2'); // "Your account is approved" and ours
  await expectServiceWorkerInControl(page);

  await context.setOffline(true);
  await page.reload();
  await expect(shell.heading('Kitchen')).toBeVisible();
  await sync.expectOffline();
  await bell.open();
  await expect(bell.item(title)).toHaveAttribute('data-unread', 'true');
  await bell.itemButton(title).click();
  await expect(bell.dropdown).toBeHidden(); // a click reads it and closes the list
  await expect(bell.badge).toHaveText('1');
  await expect(sync.pendingCount).toHaveText('1 waiting to send');

  await page.reload(); // still offline
  await expect(shell.heading('Kitchen')).toBeVisible();
  await expect(bell.badge).toHaveText('1');
  await expect(sync.pendingCount).toHaveText('1 waiting to send');
  await bell.open();
  await expect(bell.item(title)).toHaveAttribute('data-unread', 'false');
  await bell.close();
  expect((await serverNotification(request, chef.token, title)).read_at, 'nothing reached the server while offline').toBeNull();

  await context.setOffline(false);
  // Sent once back online; if a page this test reloaded was sending it at that moment, its claim
  // holds the action until the 30 s lease runs out (docs/sync.md, "Who sends"): up to 45 s here.
  await expect(sync.pendingCount).toBeHidden({ timeout: 45_000 });
  await expect.poll(async () => (await serverNotification(request, chef.token, title)).read_at, { timeout: 10_000 }).not.toBeNull();
  const readAt = (await serverNotification(request, chef.token, title)).read_at;

  // Another start online: the pull keeps it read, nothing is sent again, the server's read stands.
  await page.reload();
  await sync.expectLive();
  await expect(bell.badge).toHaveText('1');
  await bell.open();
  await expect(bell.item(title)).toHaveAttribute('data-unread', 'false');
  expect((await serverNotification(request, chef.token, title)).read_at).toBe(readAt);
  const id = (await serverNotification(request, chef.token, title)).id;
  const sent = writes.writes.filter((write) => write.url === `/api/chef/notifications/read/${id}`);
  expect(new Set(sent.map((write) => write.key)).size, `every send of the read carries one Idempotency-Key: ${JSON.stringify(sent)}`).toBe(1);
  expect(sent.filter((write) => write.status < 300 && !write.replayed), 'the server applied the read once').toHaveLength(1);
});

// The "not saved" list: an action the server refuses for good (here a 422 on marking a
// notification read, the network answer replaced by the test) is undone on the device, listed with
// what, when and why, and can be dismissed.
import { expect, test } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef, serverNotification } from './support/notifications.ts';

const refusal = 'This notification can no longer be changed.';

test('a refused read lands in "Not saved" with what, when and why, the row returns to unread, and Dismiss removes it', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'not-saved');
  await context.route('**/api/chef/notifications/read/*', (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ success: false, message: refusal }) }),
  );
  await startSignedIn(page, chef);
  await page.goto('/kitchen');
  await expect(new AppShell(page).heading('Kitchen')).toBeVisible();
  const bell = new NotificationBell(page);
  const sync = new SyncStatus(page);
  await sync.expectLive();
  await expect(bell.badge).toHaveText('1');

  await bell.open();
  // The page's clock and the app's way of writing a date and time (src/lib/format: en-IE, 24 h).
  const clock = () =>
    page.evaluate(() => ({ at: Date.now(), text: new Intl.DateTimeFormat('en-IE', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date()) }));
  const before = await clock();
  await bell.itemButton('Your account is approved').click();
  await expect(sync.notSavedButton).toHaveText(/Not saved \(1\)/);
  const after = await clock();
  await expect(bell.badge).toHaveText('1'); // the server's version is back: still unread
  await expect(sync.pendingCount).toBeHidden();
  expect((await serverNotification(request, chef.token, 'Your account is approved')).read_at).toBeNull();

  await sync.openNotSaved();
  const entry = sync.notSavedEntry('Mark notification read');
  await expect(entry).toContainText(refusal);
  // When: the tap, to the minute (the one read just before it, or just after at a minute boundary).
  const when = entry.locator('time');
  expect([before.text, after.text]).toContain(await when.textContent());
  const actionAt = Date.parse((await when.getAttribute('datetime')) ?? '');
  expect(actionAt, 'the time of the tap').toBeGreaterThanOrEqual(before.at);
  expect(actionAt).toBeLessThanOrEqual(after.at);
  await entry.getByRole('button', { name: 'Dismiss' }).click();
  await expect(sync.notSavedButton).toBeHidden();
});

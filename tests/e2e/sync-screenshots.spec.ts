// Screenshots for people to look at (not compared) of the top bar: the bell open, the
// "Not saved" list and the offline indicator, on a phone (390 x 844) and a desktop (1280 x 800),
// light and dark, saved to tests/e2e/screenshots/ (git-ignored). Each one first checks that what
// it shows is really there. One page per size: each state is shot in light, then in dark (the
// colour mode switched in place, the popover or list left open).
import { expect, test } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { startSignedIn, startWithLayout } from './support/browser-state.ts';
import { approvedChef, sendNotification } from './support/notifications.ts';
import { saveLightAndDark, screenshotSizes as sizes } from './support/screenshots.ts';

for (const size of sizes) {
  test(`bell, not saved and offline: ${size.name}, light and dark`, async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: size.viewport });
    try {
      const page = await context.newPage();
      const chef = await approvedChef(request, `shots-${size.name}`);
      await sendNotification(request, chef.user.email, { title: 'New order #1042', body: '2 x Chicken biryani, 1 x Raita', type: 'new_order' });
      await sendNotification(request, chef.user.email, { title: 'Delivery accepted', body: 'Order #1039 is on its way.', type: 'delivery_accepted' });
      await sendNotification(request, chef.user.email, { title: 'Ticket answered', body: 'Support replied to "Payout date".', type: 'support_ticket' });
      await context.route('**/api/chef/notifications/read/*', (route) =>
        route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'This notification can no longer be changed.' }) }),
      );
      await startWithLayout(page, { primary: 'emerald', surface: 'slate', menuMode: 'static', darkTheme: false });
      await startSignedIn(page, chef);
      await page.goto('/kitchen');
      await expect(new AppShell(page).heading('Kitchen')).toBeVisible();
      const bell = new NotificationBell(page);
      const sync = new SyncStatus(page);
      await sync.expectLive();
      await expect(bell.badge).toHaveText('4');

      await bell.open();
      await expect(bell.list.getByRole('listitem')).toHaveCount(4);
      await saveLightAndDark(page, `bell-open-${size.name}`, () => expect(bell.list).toBeVisible());

      await bell.itemButton('Ticket answered').click();
      await expect(sync.notSavedButton).toBeVisible();
      await sync.openNotSaved();
      await expect(sync.notSavedEntry('Mark notification read')).toBeVisible();
      await saveLightAndDark(page, `not-saved-${size.name}`, () => expect(sync.notSavedList).toBeVisible());
      await page.keyboard.press('Escape');
      await expect(sync.notSavedList).toBeHidden();

      await context.setOffline(true);
      await expect(sync.connection).toHaveAttribute('data-status', 'offline');
      await saveLightAndDark(page, `offline-${size.name}`);
    } finally {
      await context.close();
    }
  });
}

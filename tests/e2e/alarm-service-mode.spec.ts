// The alarm's service mode on the kitchen screen and the active orders: whether this phone can ring
// (notifications, push, sound, the screen kept on), the fix for each, "Test the alarm" really
// playing (the page's <audio> plays and moves on), the warning that stays while a check fails,
// the sound settings kept across a reload and used by the new-order alarm, and the wake lock held
// while the kitchen is open. A phone nobody has tapped yet refuses to play sound (the autoplay
// rule, emulated at the browser's edge: pages/alarm.ts, refuseSoundUntilTapped).
// Screenshots (tests/e2e/screenshots/) and axe at 390 x 844 and 1280 x 800, light and dark.
import { expect, test, type Page } from './support/test.ts';
import { AlarmCard, blockNotificationsUntilGranted, refuseSoundUntilTapped } from './pages/alarm.ts';
import { ActiveOrdersPage } from './pages/active-orders.ts';
import { fillServerKitchen, KitchenOverviewPage, setServerKitchenOpen } from './pages/kitchen-overview.ts';
import { defaultLayout, openPage, sizes } from './support/a11y.ts';
import type { ChefAccount } from './support/api.ts';
import { expectNoAxeViolations, rulesIn, setDarkMode } from './support/axe.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { buildHasFirebase } from './support/push.ts';
import { axeAndSaveLightAndDark, saveLightAndDark, saveScreenshot, screenshotThemes } from './support/screenshots.ts';

async function chefWithKitchen(request: Parameters<typeof approvedChef>[0], label: string, open: boolean): Promise<ChefAccount> {
  const chef = await approvedChef(request, label);
  await fillServerKitchen(request, chef.token, 'Alarm Test Kitchen');
  await setServerKitchenOpen(request, chef.token, open);
  return chef;
}

async function openKitchen(page: Page): Promise<AlarmCard> {
  await new KitchenOverviewPage(page).goto();
  const alarm = new AlarmCard(page);
  await expect(alarm.card).toBeVisible();
  return alarm;
}

test('a fresh page: sound blocked is a warning until "Tap to enable sound"; then "Test the alarm" plays and stops', async ({ page, request }) => {
  const chef = await chefWithKitchen(request, 'alarm-sound', true);
  await refuseSoundUntilTapped(page);
  await startSignedIn(page, chef);
  const alarm = await openKitchen(page);
  const hasPush = await buildHasFirebase(request);

  await expect(alarm.warning).toBeVisible();
  await expect(alarm.warning).toContainText('This phone may not ring for new orders');
  await expect(alarm.check('sound')).toHaveText(/Sound blocked: the browser needs a tap first/);
  await expect(alarm.check('sound')).toHaveAttribute('data-state', 'problem');
  await expect(alarm.check('notifications')).toHaveText(/Notifications not allowed yet/);
  await expect(alarm.check('notifications').getByRole('button', { name: 'Allow notifications' })).toBeVisible();
  if (hasPush) await expect(alarm.check('push')).toHaveAttribute('data-state', 'problem');
  else await expect(alarm.check('push')).toHaveText(/Push is not set up on this server/);
  await expect(alarm.check('awake')).toHaveText(/Screen stays on while the kitchen is open/);
  await alarm.expectSilent();

  await alarm.enableSound.click();
  await alarm.expectRang();
  await expect(alarm.check('sound')).toHaveText(/Sound on: the alarm rings by itself/);
  await expect(alarm.check('sound')).toHaveAttribute('data-state', 'ok');
  await expect(alarm.enableSound).toBeHidden();
  if (!hasPush) await expect(alarm.warning).toBeHidden();
  await alarm.expectSilent(); // the fix's ring is short

  await alarm.test.click();
  await alarm.expectPlaying();
  expect((await alarm.sound()).src).toMatch(/\/notification\.mp3$/);
  await expect(alarm.card.getByRole('status')).toHaveText('Ringing: this is how a new order sounds.');
  await alarm.stopTest.click();
  await alarm.expectSilent();
  await expect(alarm.test).toBeVisible();
});

test('notifications denied: a warning whose fix shows how to allow them; granted: the line says so', async ({ page, context, request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const chef = await chefWithKitchen(request, 'alarm-denied', true);
  await blockNotificationsUntilGranted(page);
  await startSignedIn(page, chef);
  const alarm = await openKitchen(page);
  await expect(alarm.check('sound')).toHaveAttribute('data-state', 'ok'); // only the notifications fail

  await expect(alarm.check('notifications')).toHaveText(/Notifications blocked/);
  await expect(alarm.check('notifications')).toHaveAttribute('data-state', 'problem');
  await expect(alarm.warning).toBeVisible();
  await alarm.allowNotifications.click();
  // The browser asks no more once denied: the push feature's instructions say where to allow them.
  const manual = page.getByRole('dialog', { name: 'Turn on notifications' });
  await expect(manual).toBeVisible();
  await manual.getByRole('button', { name: 'Got it', exact: true }).click();
  await expect(manual).toBeHidden();
  await expect(alarm.warning).toBeVisible();

  await context.grantPermissions(['notifications'], { origin });
  await expect(alarm.check('notifications')).toHaveText(/Notifications allowed/);
  await expect(alarm.check('notifications')).toHaveAttribute('data-state', 'ok');
  if (!(await buildHasFirebase(request))) await expect(alarm.warning).toBeHidden();
});

test('the wake lock is held while the kitchen is open, and not while it is closed', async ({ page, request }) => {
  const chef = await chefWithKitchen(request, 'alarm-wake', false);
  await startSignedIn(page, chef);
  const alarm = await openKitchen(page);
  await expect(alarm.check('awake')).toHaveText(/Screen may sleep: the kitchen is closed/);
  await setServerKitchenOpen(request, chef.token, true);
  await page.reload();
  await expect(alarm.check('awake')).toHaveText(/Screen stays on while the kitchen is open/);
  await expect(alarm.check('awake')).toHaveAttribute('data-state', 'ok');
});

test('sound settings are kept on the device across a reload and ring the new-order alarm', async ({ page, request }) => {
  const chef = await chefWithKitchen(request, 'alarm-settings', true);
  await startSignedIn(page, chef);
  const alarm = await openKitchen(page);
  await alarm.settings.click();
  const dialog = alarm.settingsDialog;
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Bell' }).check({ force: true });
  const volume = dialog.getByRole('slider', { name: 'Volume' });
  await expect(volume).toHaveValue('100');
  await volume.focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  await expect(volume).toHaveValue('60');
  await dialog.getByRole('checkbox', { name: 'Vibrate' }).uncheck({ force: true });
  await dialog.getByRole('button', { name: 'Hear it' }).click();
  await alarm.expectPlaying();
  expect(await alarm.sound()).toMatchObject({ volume: 0.6 });
  expect((await alarm.sound()).src).toMatch(/\/alarm-bell\.mp3$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(alarm.card).toBeVisible();
  // The new-order alarm (mounted on every screen) rings with the chosen sound and volume.
  const orderAlarm = new ActiveOrdersPage(page).alarm;
  await expect(orderAlarm).toHaveAttribute('src', '/alarm-bell.mp3');
  await expect.poll(() => orderAlarm.evaluate((element) => (element as HTMLAudioElement).volume)).toBe(0.6);
  await alarm.settings.click();
  await expect(dialog.getByRole('radio', { name: 'Bell' })).toBeChecked();
  await expect(dialog.getByRole('slider', { name: 'Volume' })).toHaveValue('60');
  await expect(dialog.getByRole('checkbox', { name: 'Vibrate' })).not.toBeChecked();
});

test('active orders: "Test the alarm" plays and shows the checks, with notifications allowed', async ({ page, context, request, baseURL }) => {
  const chef = await approvedChef(request, 'alarm-orders');
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL ?? '').origin });
  await startSignedIn(page, chef);
  const orders = new ActiveOrdersPage(page);
  await orders.goto();
  await page.getByRole('button', { name: 'Test the alarm', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Alarm test' });
  await expect(dialog).toBeVisible();
  const alarm = new AlarmCard(page, dialog);
  await alarm.expectPlaying(); // the tap itself let it play
  await expect(alarm.check('notifications')).toHaveText(/Notifications allowed/);
  await expect(alarm.check('sound')).toHaveText(/Sound on/);
  await expect(alarm.check('awake')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await alarm.expectSilent();
});

// One page per size: each state is shot (and checked by axe) in light, then in dark, the colour
// mode switched in place.
for (const size of sizes) {
  test(`alarm card, settings and the orders' test: screenshots and axe, ${size.name}, light and dark`, async ({ browser, request }) => {
    // Eight pictures and four axe runs on one page: 22-38 s alone, over 60 s beside a heavy test
    // on the other worker of a 2-core machine (every step slow, none stuck).
    test.setTimeout(120_000);
    const chef = await chefWithKitchen(request, `alarm-shots-${size.name}`, true);
    const { context, page } = await openPage(browser, { size: size.viewport, layout: defaultLayout('light'), chef });
    await refuseSoundUntilTapped(page);
    try {
      const alarm = await openKitchen(page);
      await expect(alarm.warning).toBeVisible();
      await expect(alarm.check('awake')).toHaveText(/Screen stays on/);
      // The warning is on the first screen where the app opens; its button brings the fixes.
      await expect(alarm.warning).toBeInViewport();
      await saveLightAndDark(page, `alarm-kitchen-warning-top-${size.name}`);
      // By keyboard: a tap would count as the gesture that unlocks sound, and the sound fix below would go.
      await alarm.warning.getByRole('button', { name: 'Show how to fix' }).focus();
      await page.keyboard.press('Enter');
      const firstFix = alarm.card.locator('[data-fix]').first();
      await expect(firstFix).toBeFocused();
      await expect(firstFix).toBeInViewport();
      await alarm.card.scrollIntoViewIfNeeded();
      await axeAndSaveLightAndDark(page, `the alarm card with its warning, ${size.name}`, `alarm-kitchen-warning-${size.name}`);

      await alarm.enableSound.click();
      await expect(alarm.warning).toBeHidden();
      await alarm.card.scrollIntoViewIfNeeded();
      await saveLightAndDark(page, `alarm-kitchen-ready-${size.name}`);

      await alarm.settings.click();
      await expect(alarm.settingsDialog).toBeVisible();
      await axeAndSaveLightAndDark(page, `the sound settings, ${size.name}`, `alarm-settings-${size.name}`);
      await page.keyboard.press('Escape');
      await expect(alarm.settingsDialog).toBeHidden();

      await new ActiveOrdersPage(page).goto();
      // The test rings for 6 s: started anew in each mode, so each picture shows it ringing.
      for (const theme of screenshotThemes) {
        await setDarkMode(page, theme === 'dark');
        await page.getByRole('button', { name: 'Test the alarm', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Alarm test' });
        await expect(dialog.getByRole('status')).toHaveText('Ringing: this is how a new order sounds.');
        await saveScreenshot(page, `alarm-orders-test-${size.name}-${theme}`);
        await expectNoAxeViolations(page, `the orders' alarm test, ${size.name}, ${theme}`, rulesIn(theme));
        await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
        await expect(dialog).toBeHidden();
      }
    } finally {
      await context.close();
    }
  });
}

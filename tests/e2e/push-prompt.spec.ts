// The push permission flow in the installed app, in Chromium with
// display-mode standalone (support/push.ts: emulateStandalone). Needs a build with a Firebase config: run
// `node tools/e2e-push.mjs` (it builds one with a test config and runs this spec); on a build
// without one push is off and these tests are skipped. Firebase's endpoints and the browser's
// push subscription are faked at the network/browser edge (tests/e2e/support/push.ts); the app and
// the Firebase SDK run unchanged. Allow with a granted permission registers the token with the
// server and shows the success toast, foreground messages then come as toasts and logout takes the
// token along; Not now shows
// the info toast; a denied permission opens the manual instructions. Screenshots of both dialogs.
import { expect, test, type Page } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { defaultLayout, openPage } from './support/a11y.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef, sendNotification } from './support/notifications.ts';
import { buildHasFirebase, deliverPush, E2E_FCM_TOKEN, emulateStandalone, fakeFirebaseBackend, serverPushLog, setNotificationPermission } from './support/push.ts';
import { saveScreenshot, screenshotThemes } from './support/screenshots.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

test.beforeEach(async ({ request }) => {
  test.skip(!(await buildHasFirebase(request)), 'this build has no Firebase config (push off): run node tools/e2e-push.mjs');
});

const prompt = (page: Page) => page.getByRole('alertdialog', { name: 'Notifications' });
const manual = (page: Page) => page.getByRole('dialog', { name: 'Turn on notifications' });

async function openInstalledApp(page: Page) {
  await emulateStandalone(page);
  const firebase = await fakeFirebaseBackend(page);
  await page.goto('/orders/active');
  await expectServiceWorkerInControl(page);
  return firebase;
}

test('Allow with permission granted: the token reaches the server, a success toast, then foreground messages as toasts', async ({ page, context, request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const chef = await approvedChef(request, 'push-allow');
  await startSignedIn(page, chef);
  const firebase = await openInstalledApp(page);
  await expect(prompt(page)).toBeVisible();
  await expect(prompt(page).getByRole('listitem')).toHaveCount(3);

  await context.grantPermissions(['notifications'], { origin });
  const registered = page.waitForResponse((response) => response.url().endsWith('/api/chef/firebase/fcm-token'));
  await prompt(page).getByRole('button', { name: 'Allow' }).click();
  const response = await registered;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ fcm_token: E2E_FCM_TOKEN });
  expect(firebase.registrations).toHaveLength(1); // Firebase registered OUR worker's subscription
  await expect(page.getByText('Notifications enabled')).toBeVisible();
  await expect(prompt(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('fcm_token'))).toBe(E2E_FCM_TOKEN);
  expect((await serverPushLog(request, chef.user.email)).devices).toEqual([E2E_FCM_TOKEN]);
  // A notification for the chef is now pushed to this device too (logged: no FCM account in tests).
  await sendNotification(request, chef.user.email, { title: 'Pushed to the phone', body: 'Hello' });
  await expect
    .poll(async () => (await serverPushLog(request, chef.user.email)).pushes.map((push) => [push.token, push.message.data?.title]))
    .toContainEqual([E2E_FCM_TOKEN, 'Pushed to the phone']);

  // The app on screen: the worker hands the message to the page, which shows it as a toast.
  await deliverPush(context, page, origin, { from: '1234', notification: { title: 'Order #77 cancelled', body: 'The customer cancelled.' }, data: { type: 'order_cancelled' } });
  await expect(page.getByText('Order #77 cancelled')).toBeVisible();
  await expect(page.getByText('The customer cancelled.')).toBeVisible();

  // Logout takes this device's token along, so the server stops pushing to it.
  const shell = new AppShell(page);
  await shell.openUserMenuItem('Logout');
  const loggedOut = page.waitForRequest((sent) => sent.url().endsWith('/api/chef/auth/logout'));
  await shell.logoutDialog.getByRole('button', { name: 'Logout', exact: true }).click();
  expect((await loggedOut).postDataJSON()).toEqual({ fcm_token: E2E_FCM_TOKEN });
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('fcm_token'))).toBeNull();
  expect((await serverPushLog(request, chef.user.email)).devices).toEqual([]);
});

test('Not now: the prompt closes with an info toast and does not come back within a day', async ({ page, request }) => {
  const chef = await approvedChef(request, 'push-not-now');
  await startSignedIn(page, chef);
  await openInstalledApp(page);
  await prompt(page).getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByText('Notifications disabled')).toBeVisible();
  await expect(prompt(page)).toBeHidden();
  const lastAsked = Number(await page.evaluate(() => localStorage.getItem('notification_permission_last_asked')));
  expect(Date.now() - lastAsked).toBeLessThan(60_000);

  // Back a minute later: past the 2.5 s the prompt would have come, it does not (the page's clock
  // is run forward rather than waited for).
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(prompt(page)).toBeHidden();
});

test('Allow with notifications blocked: the manual instructions open', async ({ page, request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const chef = await approvedChef(request, 'push-denied');
  await startSignedIn(page, chef);
  await openInstalledApp(page);
  await expect(prompt(page)).toBeVisible();
  await setNotificationPermission(page, origin, 'denied');
  await prompt(page).getByRole('button', { name: 'Allow' }).click();
  await expect(manual(page)).toBeVisible();
  await expect(manual(page).getByText('On your phone')).toBeVisible();
  await expect(manual(page).getByText('On a computer')).toBeVisible();
  await manual(page).getByRole('button', { name: 'Got it' }).click();
  await expect(manual(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('fcm_token'))).toBeNull();
});

for (const theme of screenshotThemes) {
  test(`both dialogs on a phone, ${theme}: axe clean, screenshots`, async ({ browser, request, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const chef = await approvedChef(request, `push-shots-${theme}`);
    const { context, page } = await openPage(browser, { size: { width: 390, height: 844 }, layout: defaultLayout(theme), chef });
    try {
      await openInstalledApp(page);
      await expect(prompt(page)).toBeVisible();
      await expectNoAxeViolations(page, `push prompt, phone ${theme}`);
      await saveScreenshot(page, `push-prompt-phone-${theme}`);
      await setNotificationPermission(page, origin, 'denied');
      await prompt(page).getByRole('button', { name: 'Allow' }).click();
      await expect(manual(page)).toBeVisible();
      await expectNoAxeViolations(page, `push manual instructions, phone ${theme}`);
      await saveScreenshot(page, `push-manual-phone-${theme}`);
    } finally {
      await context.close();
    }
  });
}

// Signed-in devices on the profile. Online: two browsers signed in as one fresh chef; the first
// sees both ("This device" on its own), signs the second out, and the second's next step lands on
// the sign-in screen with the chef's data gone from it; axe finds nothing, light and dark, at both
// sizes. Offline: the ring switch changes on the device at once, and the server has the choice
// when back online. Each test has its own chef.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { apiLogin, verifyTokenStatus } from './support/api.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { axeAndSaveLightAndDark, screenshotSizes } from './support/screenshots.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

type ServerDevice = { id: number; current: boolean; rings_for_orders: boolean };

async function serverDevices(request: APIRequestContext, token: string): Promise<ServerDevice[]> {
  const response = await request.get('/api/chef/devices', { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: ServerDevice[] }).result;
}

const devices = (page: Page) => page.getByTestId('device');
const thisBadge = (page: Page) => page.getByText('This device', { exact: true });
const thisDevice = (page: Page) => devices(page).filter({ has: thisBadge(page) });
const otherDevice = (page: Page) => devices(page).filter({ hasNot: thisBadge(page) });
const databaseNames = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? ''));

test('the profile lists both sign-ins; signing the other out sends it to sign-in with its data gone', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const chef = await approvedChef(request, 'devices');
  const second = await apiLogin(request, chef.user.email, chef.password);

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  try {
    await startSignedIn(other, { ...chef, token: second.token });
    await other.goto('/profile');
    await expect(devices(other)).toHaveCount(2);
    await expect.poll(() => databaseNames(other)).toContain(`chef-pwa-${chef.user.id}`);

    await startSignedIn(page, chef);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
    await expect(devices(page)).toHaveCount(2);
    await expect(thisDevice(page)).toHaveCount(1);
    await expect(thisDevice(page)).toContainText('In the browser');
    await expect(thisDevice(page)).toContainText('Push off');
    await expect(thisDevice(page).getByLabel('Rings for new orders')).toBeChecked();
    for (const size of screenshotSizes) {
      await page.setViewportSize(size.viewport);
      await page.getByTestId('devices').evaluate((section) => section.scrollIntoView({ block: 'start' }));
      await axeAndSaveLightAndDark(page, `signed-in devices (${size.name})`, `devices-${size.name}`);
    }

    await otherDevice(page).getByRole('button', { name: 'Sign out this device' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out this device?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(devices(page)).toHaveCount(1);
    await expect.poll(() => verifyTokenStatus(request, second.token), { timeout: 30_000 }).toBe(401);
    expect(await verifyTokenStatus(request, chef.token)).toBe(200);

    // The other browser's next step: the server says it was signed out, and it forgets the chef.
    await other.reload();
    await expect(other).toHaveURL(/\/auth\/login/, { timeout: 30_000 });
    await expect.poll(() => databaseNames(other), { timeout: 30_000 }).not.toContain(`chef-pwa-${chef.user.id}`);
  } finally {
    await otherContext.close();
  }
});

test('offline, the ring switch changes at once, and the server has the choice when back online', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const chef = await approvedChef(request, 'devices-offline');
  await startSignedIn(page, chef);
  await page.goto('/profile');
  await expect(thisDevice(page)).toHaveCount(1);
  await expectServiceWorkerInControl(page);
  const rings = thisDevice(page).getByLabel('Rings for new orders');
  await expect(rings).toBeChecked();

  await context.setOffline(true);
  await rings.click({ force: true });
  await expect(rings).not.toBeChecked();
  expect((await serverDevices(request, chef.token)).find((device) => device.current)?.rings_for_orders).toBe(true);

  await context.setOffline(false);
  await expect.poll(async () => (await serverDevices(request, chef.token)).map((device) => device.rings_for_orders), { timeout: 30_000 }).toEqual([false]);
  await page.reload();
  await expect(thisDevice(page).getByLabel('Rings for new orders')).not.toBeChecked();
});

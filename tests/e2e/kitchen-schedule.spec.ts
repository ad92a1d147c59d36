// The kitchen's week and closures: online, the chef sets a week (Monday closed, lunch and dinner on
// Tuesday, the rest open all day; a day's problem shows under that day), adds a closure for today
// and tomorrow, and the kitchen screen says "Closed today (Holiday), opens …" while the server
// refuses orders with that reason; axe finds nothing at both sizes in both themes. Offline, a week
// saved on the device is on the server once when back online. Each test has its own chef, whose
// kitchen starts open all day (fillKitchen's 00:00-00:00).
import { E2E_ADMIN_TOKEN } from './support/env.ts';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { Toasts } from './pages/toasts.ts';
import { startSignedIn } from './support/browser-state.ts';
import { fillKitchen } from './support/kitchen-edit.ts';
import { approvedChef, serverNotifications } from './support/notifications.ts';
import { axeAndSaveLightAndDark, screenshotSizes } from './support/screenshots.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

type Range = { from: string; to: string };
type ServerHours = { schedule: Record<string, Range[]> | null; closures: { id: number; from: string; to: string; reason: string }[] };

async function serverHours(request: APIRequestContext, token: string): Promise<ServerHours> {
  const response = await request.get('/api/chef/kitchen', { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: ServerHours }).result;
}

/** "YYYY-MM-DD" on the kitchen's clock (Europe/Vilnius), `days` from today. */
function kitchenDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius', year: 'numeric', month: '2-digit', day: '2-digit' }).format(Date.now() + days * 86_400_000);
}

async function chefOnSchedule(page: Page, request: APIRequestContext, label: string) {
  const chef = await approvedChef(request, label);
  await fillKitchen(request, chef.token);
  await startSignedIn(page, chef);
  await page.goto('/kitchen');
  await expect(page.getByTestId('kitchen-hours-line')).toHaveText('Open all day, every day');
  await page.getByRole('link', { name: 'Opening hours' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opening hours' })).toBeVisible();
  return chef;
}

const day = (page: Page, name: string) => page.getByRole('group', { name });

test('a week and a closure: the kitchen says so, the server refuses orders with the reason', async ({ page, request }) => {
  test.setTimeout(90_000);
  const chef = await chefOnSchedule(page, request, 'kitchen-schedule');
  const toasts = new Toasts(page);

  await day(page, 'Monday').getByLabel('Hours').selectOption('closed');
  const tuesday = day(page, 'Tuesday');
  await tuesday.getByLabel('Hours').selectOption('open');
  await tuesday.getByLabel('Opens', { exact: true }).fill('11:00');
  await tuesday.getByLabel('Closes', { exact: true }).fill('14:30');
  await tuesday.getByRole('button', { name: 'Add a second range' }).click();
  await tuesday.getByLabel('Opens again').fill('14:00');
  await tuesday.getByLabel('Closes again').fill('22:00');
  await page.getByRole('button', { name: 'Save the week' }).click();
  await expect(tuesday.getByLabel('Hours')).toHaveAccessibleErrorMessage('The ranges of a day may not overlap, nor run into the next day’s first range.');
  await tuesday.getByLabel('Opens again').fill('17:00');
  await page.getByRole('button', { name: 'Save the week' }).click();
  await expect(toasts.of('success', 'Opening hours saved')).toBeVisible();
  await expect
    .poll(async () => (await serverHours(request, chef.token)).schedule)
    .toMatchObject({ monday: [], tuesday: [{ from: '11:00', to: '14:30' }, { from: '17:00', to: '22:00' }], wednesday: [{ from: '00:00', to: '00:00' }] });

  await page.getByRole('button', { name: 'Add a closure' }).click();
  await page.getByLabel('First day closed').fill(kitchenDay());
  await page.getByLabel('Last day closed').fill(kitchenDay(1));
  await page.getByLabel('Reason').selectOption('Holiday');
  await page.getByRole('button', { name: 'Add the closure' }).click();
  await expect(page.getByTestId('closures').getByRole('listitem')).toHaveCount(1);
  await expect(toasts.of('success', 'Closure added')).toBeVisible();
  await expect.poll(async () => (await serverHours(request, chef.token)).closures.map((closure) => [closure.from, closure.to, closure.reason])).toEqual([[kitchenDay(), kitchenDay(1), 'Holiday']]);

  for (const size of screenshotSizes) {
    await page.setViewportSize(size.viewport);
    await axeAndSaveLightAndDark(page, `opening hours, ${size.name}`, `kitchen-schedule-${size.name}`);
  }

  const refused = await request.post('/admin/orders', { headers: { Accept: 'application/json', Authorization: `Bearer ${E2E_ADMIN_TOKEN}` }, data: { email: chef.user.email } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'kitchen_closure', message: expect.stringContaining('(Holiday)') });

  await page.getByRole('link', { name: 'Back to the kitchen' }).click();
  await expect(page.getByTestId('kitchen-hours-line')).toHaveText(/^Closed today \(Holiday\), opens /);
});

test('a week saved offline is on the device at once and on the server once when back online', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const chef = await chefOnSchedule(page, request, 'kitchen-schedule-offline');
  await expectServiceWorkerInControl(page);

  await context.setOffline(true);
  for (const name of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) await day(page, name).getByLabel('Hours').selectOption('closed');
  await page.getByRole('button', { name: 'Save the week' }).click();
  await expect(new Toasts(page).of('info', 'Saved on this device')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the kitchen' }).click();
  await expect(page.getByTestId('kitchen-hours-line')).toHaveText('Closed: no opening hours ahead');
  expect((await serverHours(request, chef.token)).schedule?.monday).toEqual([{ from: '00:00', to: '00:00' }]);

  await context.setOffline(false);
  await expect.poll(async () => (await serverHours(request, chef.token)).schedule?.sunday, { timeout: 30_000 }).toEqual([]);
  const changes = (await serverNotifications(request, chef.token)).filter((notification) => notification.data.title === 'Opening hours changed');
  expect(changes, 'the week reached the server once').toHaveLength(1);
});

// Busy mode on the kitchen screen: "+10 / +20 / +30 min" and "Busy for 30 min
// / 1 hour / until I turn it off"; while busy the screen says how much is added and how long is
// left, and "Turn off busy mode" ends it; on a phone (390x844) and a desktop (1280x800), light and
// dark, axe clean, screenshots saved. Tapped offline it waits ("Waiting to send", not on yet) and
// reaches the server exactly once when back. Each test has its own chef.
import { expect, test, type APIRequestContext } from './support/test.ts';
import { KitchenOverviewPage, setServerKitchenOpen } from './pages/kitchen-overview.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { Toasts } from './pages/toasts.ts';
import { expectNoAxeViolations, rulesIn, setDarkMode } from './support/axe.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { saveScreenshot, screenshotSizes, screenshotThemes } from './support/screenshots.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';
import { WriteLog } from './support/write-log.ts';

type Busy = { extra_minutes: number; since: string; until: string | null } | null;

async function serverBusy(request: APIRequestContext, token: string): Promise<Busy> {
  const response = await request.get('/api/chef/kitchen', { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { busy: Busy } }).result.busy;
}

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

for (const size of screenshotSizes) {
  test(`busy for 1 hour adding 30 min: the screen says so with the time left, and it turns off (${size.name})`, async ({ page, request }) => {
    await page.setViewportSize(size.viewport);
    const chef = await approvedChef(request, `busy-${size.name}`);
    await setServerKitchenOpen(request, chef.token, true);
    await startSignedIn(page, chef);
    const overview = new KitchenOverviewPage(page);
    await overview.goto();
    await new SyncStatus(page).expectLive();

    const choices = page.getByTestId('busy-choices');
    await expect(choices.getByRole('heading', { name: 'Busy mode' })).toBeVisible();
    for (const theme of screenshotThemes) {
      await setDarkMode(page, theme === 'dark');
      await expectNoAxeViolations(page, `kitchen with the busy choices, ${size.name} ${theme}`, rulesIn(theme));
      await saveScreenshot(page, `busy-mode-choices-${size.name}-${theme}`);
    }
    await choices.getByRole('button', { name: 'Add 30 min to new orders', exact: true }).click();
    await expect(choices.getByRole('button', { name: 'Add 30 min to new orders', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const tapped = Date.now();
    await choices.getByRole('button', { name: 'Busy for 1 hour: add 30 min to new orders' }).click();

    const busy = page.getByTestId('kitchen-busy');
    await expect(busy).toContainText('Busy: new orders take 30 min longer');
    await expect(page.getByTestId('busy-countdown')).toHaveText(/^(1:00:00|59:\d\d)$/);
    await expect(new Toasts(page).of('success', 'Busy mode on')).toBeVisible();
    await expect.poll(async () => (await serverBusy(request, chef.token))?.extra_minutes).toBe(30);
    const until = Date.parse((await serverBusy(request, chef.token))?.until ?? '');
    expect(until - tapped).toBeGreaterThan(59 * 60_000);
    expect(until - tapped).toBeLessThan(61 * 60_000);
    for (const theme of screenshotThemes) {
      await setDarkMode(page, theme === 'dark');
      await expectNoAxeViolations(page, `kitchen in busy mode, ${size.name} ${theme}`, rulesIn(theme));
      await saveScreenshot(page, `busy-mode-on-${size.name}-${theme}`);
    }

    await busy.getByRole('button', { name: 'Turn off busy mode' }).click();
    await expect(busy).toBeHidden();
    await expect(new Toasts(page).of('success', 'Busy mode off')).toBeVisible();
    await expect.poll(async () => serverBusy(request, chef.token)).toBeNull();
  });
}

test('busy mode tapped offline waits, and reaches the server once when back', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'busy-offline');
  await setServerKitchenOpen(request, chef.token, true);
  await startSignedIn(page, chef);
  const overview = new KitchenOverviewPage(page);
  await overview.goto();
  const sync = new SyncStatus(page);
  await sync.expectLive();
  await expectServiceWorkerInControl(page);
  const writes = new WriteLog(context, /^\/api\/chef\/kitchen\/busy$/);

  await context.setOffline(true);
  await sync.expectOffline();
  const choices = page.getByTestId('busy-choices');
  await choices.getByRole('button', { name: 'Add 10 min to new orders', exact: true }).click();
  await choices.getByRole('button', { name: 'Until I turn it off: add 10 min to new orders' }).click();
  const busy = page.getByTestId('kitchen-busy');
  // Not in force until the server has it: said so, not "new orders take 10 min longer".
  await expect(busy).toContainText('Busy mode not on yet (+10 min)');
  await expect(busy).toContainText('Until you turn it off');
  await expect(busy).toContainText('Waiting to send');
  expect(await serverBusy(request, chef.token), 'nothing reached the server while offline').toBeNull();

  await context.setOffline(false);
  await expect(busy.getByText('Waiting to send')).toBeHidden({ timeout: 15_000 });
  await expect(busy).toContainText('Busy: new orders take 10 min longer');
  await expect.poll(async () => (await serverBusy(request, chef.token))?.extra_minutes).toBe(10);
  expect((await serverBusy(request, chef.token))?.until).toBeNull();
  await expect.poll(() => writes.applied().length, { message: 'the server applied it once' }).toBe(1);
  expect(new Set(writes.writes.map((write) => write.key)).size, 'every send carries one Idempotency-Key').toBe(1);
});

// A pause or busy mode tapped offline says honestly that it is not in force yet (customers can
// still order; new orders still take the usual time), as closing the kitchen offline does, and
// turns to the real state once the server has it. On a phone and a desktop, light and dark, axe
// clean, screenshots saved. Each test has its own chef.
import { expect, test, type APIRequestContext } from './support/test.ts';
import { KitchenOverviewPage, serverKitchen, setServerKitchenOpen } from './pages/kitchen-overview.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { expectNoAxeViolations, rulesIn, setDarkMode } from './support/axe.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { saveScreenshot, screenshotSizes, screenshotThemes } from './support/screenshots.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

async function serverBusyMinutes(request: APIRequestContext, token: string): Promise<number | null> {
  const response = await request.get('/api/chef/kitchen', { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: { busy: { extra_minutes: number } | null } }).result.busy?.extra_minutes ?? null;
}

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

for (const size of screenshotSizes) {
  test(`pause and busy mode tapped offline say they are not in force yet, then show the real state once sent (${size.name})`, async ({ page, context, request }) => {
    await page.setViewportSize(size.viewport);
    const chef = await approvedChef(request, `not-yet-${size.name}`);
    await setServerKitchenOpen(request, chef.token, true);
    await startSignedIn(page, chef);
    const overview = new KitchenOverviewPage(page);
    await overview.goto();
    const sync = new SyncStatus(page);
    await sync.expectLive();
    await expectServiceWorkerInControl(page);
    await expect(overview.statusLine).toHaveText('Customers can order from you now.');

    await context.setOffline(true);
    await sync.expectOffline();
    await overview.pauseFor('30 min').click();
    await expect(overview.statusLine).toHaveText('Pause will start when you are back online; customers can still order.');
    await expect(overview.paused).toHaveAttribute('data-in-force', 'false');
    await expect(overview.paused).toContainText('Pause not started yet');
    await expect(overview.paused).not.toContainText('New orders are paused');
    await expect(page.getByTestId('pause-not-yet')).toHaveText('It will start when you are back online; customers can still order.');
    await expect(overview.countdown).toBeHidden();

    const choices = page.getByTestId('busy-choices');
    await choices.getByRole('button', { name: 'Add 10 min to new orders', exact: true }).click();
    await choices.getByRole('button', { name: 'Until I turn it off: add 10 min to new orders' }).click();
    const busy = page.getByTestId('kitchen-busy');
    await expect(busy).toHaveAttribute('data-in-force', 'false');
    await expect(busy).toContainText('Busy mode not on yet (+10 min)');
    await expect(page.getByTestId('busy-not-yet')).toHaveText('Busy mode will start when you are back online; new orders still take your usual time.');
    await expect(busy).not.toContainText('Busy: new orders take 10 min longer');
    for (const theme of screenshotThemes) {
      await setDarkMode(page, theme === 'dark');
      await expectNoAxeViolations(page, `kitchen with a pause and busy mode not sent yet, ${size.name} ${theme}`, rulesIn(theme));
      await saveScreenshot(page, `kitchen-not-yet-${size.name}-${theme}`);
    }
    const stored = await serverKitchen(request, chef.token);
    expect(stored.pause, 'the server has no pause yet').toBeNull();
    expect(await serverBusyMinutes(request, chef.token), 'nor busy mode').toBeNull();

    await context.setOffline(false);
    await expect(overview.statusLine).toHaveText(/^Customers cannot order until /, { timeout: 15_000 });
    await expect(overview.paused).toHaveAttribute('data-in-force', 'true');
    await expect(overview.paused).toContainText('New orders are paused');
    await expect(overview.countdown).toHaveText(/^(30|29):\d\d$/);
    await expect(page.getByTestId('pause-not-yet')).toBeHidden();
    await expect(busy).toHaveAttribute('data-in-force', 'true');
    await expect(busy).toContainText('Busy: new orders take 10 min longer');
    await expect(page.getByTestId('busy-not-yet')).toBeHidden();
    await expect.poll(async () => (await serverKitchen(request, chef.token)).pause?.reason).toBe('chef');
    expect(await serverBusyMinutes(request, chef.token)).toBe(10);
    for (const theme of screenshotThemes) {
      await setDarkMode(page, theme === 'dark');
      await expectNoAxeViolations(page, `kitchen paused and busy, ${size.name} ${theme}`, rulesIn(theme));
      await saveScreenshot(page, `kitchen-in-force-${size.name}-${theme}`);
    }
  });
}

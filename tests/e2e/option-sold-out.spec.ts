// Sold-out options for today on the food's options screen: "Sold out today"
// marks an option (a badge says so) and "Back on" puts it back; the server has it, and an order
// with it is refused with the reason; on a phone (390x844) and a desktop (1280x800), light and
// dark, axe clean, screenshots saved. Tapped offline it waits and reaches the server once.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { Toasts } from './pages/toasts.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { expectNoAxeViolations, rulesIn, setDarkMode } from './support/axe.ts';
import { startSignedIn } from './support/browser-state.ts';
import { E2E_ADMIN_TOKEN } from './support/env.ts';
import { foodWithOptions, OptionsPage, serverFood } from './support/food-options.ts';
import { approvedChef } from './support/notifications.ts';
import { saveScreenshot, screenshotSizes, screenshotThemes } from './support/screenshots.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';
import { WriteLog } from './support/write-log.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

type SoldOutOption = { id: number; name: string; sold_out_day?: string | null };

async function serverOption(request: APIRequestContext, token: string, slug: string, name: string): Promise<SoldOutOption> {
  const food = await serverFood(request, token, slug);
  const option = food.option_groups.flatMap((group) => group.options as SoldOutOption[]).find((one) => one.name === name);
  if (!option) throw new Error(`No option ${name}`);
  return option;
}

for (const size of screenshotSizes) {
  test(`an option marked sold out today shows so, customers cannot order it, and it comes back (${size.name})`, async ({ page, request }) => {
    await page.setViewportSize(size.viewport);
    const chef = await approvedChef(request, `option-sold-out-${size.name}`);
    const food = await foodWithOptions(request, chef.token);
    await startSignedIn(page, chef);
    const screen = new OptionsPage(page);
    await screen.goto(food.slug);
    const option = screen.option('Bacon bits');
    await option.getByRole('button', { name: 'Mark Bacon bits sold out for today' }).click();
    await expect(option).toHaveAttribute('data-sold-out', 'true');
    await expect(option.getByText('Sold out today', { exact: true }).first()).toBeVisible();
    await expect(new Toasts(page).of('success', 'Option sold out today')).toBeVisible();
    await expect.poll(async () => (await serverOption(request, chef.token, food.slug, 'Bacon bits')).sold_out_day ?? null).not.toBeNull();
    for (const theme of screenshotThemes) {
      await setDarkMode(page, theme === 'dark');
      await expectNoAxeViolations(page, `options with one sold out, ${size.name} ${theme}`, rulesIn(theme));
      await saveScreenshot(page, `option-sold-out-${size.name}-${theme}`);
    }

    const bacon = await serverOption(request, chef.token, food.slug, 'Bacon bits');
    const sauce = (await serverFood(request, chef.token, food.slug)).option_groups.find((group) => group.is_required)?.options[0];
    const order = await request.post('/admin/orders', {
      headers: { Accept: 'application/json', Authorization: `Bearer ${E2E_ADMIN_TOKEN}`, 'Idempotency-Key': randomUUID() },
      data: { email: chef.user.email, items: [{ food: food.slug, quantity: 1, options: [{ option_id: sauce?.id }, { option_id: bacon.id }] }] },
    });
    expect(order.status()).toBe(409);
    expect(((await order.json()) as { message: string }).message).toBe('Bacon bits is sold out today.');

    await option.getByRole('button', { name: 'Put Bacon bits back on' }).click();
    await expect(option).toHaveAttribute('data-sold-out', 'false');
    await expect.poll(async () => (await serverOption(request, chef.token, food.slug, 'Bacon bits')).sold_out_day ?? null).toBeNull();
  });
}

test('an option marked sold out offline waits, and reaches the server once when back', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'option-sold-out-offline');
  const food = await foodWithOptions(request, chef.token);
  await startSignedIn(page, chef);
  const screen = new OptionsPage(page);
  await screen.goto(food.slug);
  await expectServiceWorkerInControl(page);
  const writes = new WriteLog(context, /^\/api\/chef\/options\/\d+\/sold-out$/);
  const sync = new SyncStatus(page);

  await context.setOffline(true);
  await sync.expectOffline();
  const option = screen.option('Bacon bits');
  await option.getByRole('button', { name: 'Mark Bacon bits sold out for today' }).click();
  await expect(option).toHaveAttribute('data-sold-out', 'true');
  expect((await serverOption(request, chef.token, food.slug, 'Bacon bits')).sold_out_day ?? null).toBeNull();

  await context.setOffline(false);
  await expect.poll(async () => (await serverOption(request, chef.token, food.slug, 'Bacon bits')).sold_out_day ?? null, { timeout: 15_000 }).not.toBeNull();
  await expect.poll(() => writes.applied().length, { message: 'the server applied it once' }).toBe(1);
  expect(new Set(writes.writes.map((write) => write.key)).size).toBe(1);
  await expect(option).toHaveAttribute('data-sold-out', 'true');
});

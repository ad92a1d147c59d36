// Every palette of the theme configurator, chosen in the configurator as a chef does, keeps the
// screens readable: axe's colour rules (WCAG 2.2 AA contrast, links told apart from text) find
// nothing on the active orders
// (cards in every status, the side menu's current item, the bell's badge) for each primary
// palette once (noir, and custom with a pale yellow, the hardest colour to read on) and each
// surface in light and dark, and in the accept dialog with a preset chosen (a solid primary
// button) for every other one and the custom colour. A palette changes colours only (CSS variables
// under <html>): every other rule is run on these same screens by a11y-orders.spec.ts.
import { expect, test, type Page } from './support/test.ts';
import { ActiveOrdersPage } from './pages/active-orders.ts';
import { AcceptDialog } from './pages/order-dialogs.ts';
import { ThemeDrawer } from './pages/theme-drawer.ts';
import { defaultLayout, openPage, ordersInEveryStatus } from './support/a11y.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { approvedChef } from './support/notifications.ts';

test.describe.configure({ mode: 'parallel' });

const PRIMARIES = ['emerald', 'green', 'lime', 'orange', 'amber', 'yellow', 'teal', 'cyan', 'sky', 'blue', 'indigo', 'violet', 'purple', 'fuchsia', 'pink', 'rose', 'noir', 'custom'];
const SURFACES = ['slate', 'gray', 'zinc', 'neutral', 'stone', 'soho', 'viva', 'ocean'];
const CUSTOM_COLOUR = '#ffe14d';

/** Primary i on surface i mod 8; the first half in light mode, the second in dark: every primary
 * once, every surface in both modes. */
const choices = PRIMARIES.map((primary, i) => ({ primary, surface: SURFACES[i % SURFACES.length]!, dark: i >= PRIMARIES.length / 2 }));
const GROUPS = 3;

async function choose(page: Page, choice: (typeof choices)[number]): Promise<void> {
  const drawer = new ThemeDrawer(page);
  await drawer.open();
  await drawer.choose(drawer.primary, choice.primary);
  if (choice.primary === 'custom') await drawer.drawer.getByLabel('Custom colour', { exact: true }).fill(CUSTOM_COLOUR);
  await drawer.choose(drawer.surface, choice.surface);
  const dark = drawer.drawer.getByRole('checkbox', { name: 'Dark mode' });
  if ((await dark.isChecked()) !== choice.dark) await dark.press('Space');
  await drawer.close();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-primary', choice.primary);
  await expect(html).toHaveAttribute('data-surface', choice.surface);
  if (choice.dark) await expect(html).toHaveClass(/(^|\s)app-dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)app-dark(\s|$)/);
}

for (let group = 0; group < GROUPS; group++) {
  const mine = choices.filter((_, i) => i % GROUPS === group);
  test(`axe finds nothing with the palettes ${mine.map((c) => `${c.primary}/${c.surface}${c.dark ? ' dark' : ''}`).join(', ')}`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const chef = await approvedChef(request, `a11y-palettes-${group}`);
    const orders = await ordersInEveryStatus(request, chef);
    const { context, page } = await openPage(browser, { size: { width: 1280, height: 800 }, layout: defaultLayout('light'), chef });
    try {
      const active = new ActiveOrdersPage(page);
      await active.goto();
      await expect(active.cards).toHaveCount(6);
      await active.stopAlarm.click();
      for (const [index, choice] of mine.entries()) {
        const where = `${choice.primary}${choice.primary === 'custom' ? ` ${CUSTOM_COLOUR}` : ''} on ${choice.surface}, ${choice.dark ? 'dark' : 'light'}`;
        await choose(page, choice);
        await expectNoAxeViolations(page, `active orders, ${where}`, 'colour');
        // The dialog's solid primary button for every other palette (readable-colours.test.ts
        // checks all of them; this keeps the run short).
        if (index % 2 === 1 && choice.primary !== 'custom') continue;
        const accept = new AcceptDialog(page, orders.delivery.number);
        await active.cardButton(orders.delivery.number, 'Accept').click();
        await accept.preset(20).click();
        await expect(accept.preset(20)).toHaveAttribute('aria-pressed', 'true');
        await expectNoAxeViolations(page, `the accept dialog, ${where}`, 'colour');
        await page.keyboard.press('Escape');
        await expect(accept.dialog).toBeHidden();
      }
    } finally {
      await context.close();
    }
  });
}

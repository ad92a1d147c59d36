// Arranging the accessibility tests: a page of its own for a chef at a size and a theme (a new
// context, so several chefs run side by side), a chef's active orders in every status a card can
// show, and the reflow check (no horizontal scrolling at 320 px or at 200% zoom).
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { ChefAccount } from './api.ts';
import { startSignedIn, startWithLayout, type LayoutConfig } from './browser-state.ts';
import { chefActs, placeOrder, type ServerOrder } from './orders.ts';
import { screenshotSizes } from './screenshots.ts';

export type Size = (typeof screenshotSizes)[number];
export type Theme = 'light' | 'dark';
export const sizes = screenshotSizes;

export const defaultLayout = (theme: Theme): LayoutConfig => ({ primary: 'emerald', surface: 'slate', menuMode: 'static', darkTheme: theme === 'dark' });

/** A fresh context at `size` with the layout, signed in as `chef` when given. */
export async function openPage(
  browser: Browser,
  options: { size: { width: number; height: number }; layout: LayoutConfig; chef?: ChefAccount; reducedMotion?: 'reduce' | 'no-preference' },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: options.size, reducedMotion: options.reducedMotion ?? 'no-preference' });
  const page = await context.newPage();
  await startWithLayout(page, options.layout);
  if (options.chef) await startSignedIn(page, options.chef);
  return { context, page };
}

const json = { Accept: 'application/json', Language: 'en' };

/** The chef asks the customer to take a delivery as a pickup (through the API). */
export async function askForPickup(request: APIRequestContext, token: string, id: number): Promise<void> {
  const response = await request.post(`/api/chef/orders/${id}/request-pickup`, {
    headers: { ...json, Authorization: `Bearer ${token}` },
    data: { reason: 'no_courier', notes: '' },
  });
  expect(response.status(), `request-pickup ${id}: ${await response.text()}`).toBe(200);
}

export type OrdersInEveryStatus = { delivery: ServerOrder; pickup: ServerOrder; asked: ServerOrder; preparing: ServerOrder; ready: ServerOrder; readyPickup: ServerOrder };

/** New delivery and pickup orders, one waiting for the customer's answer to a pickup request, one
 * being prepared, one ready for delivery and one ready for pickup. */
export async function ordersInEveryStatus(request: APIRequestContext, chef: ChefAccount): Promise<OrdersInEveryStatus> {
  const email = chef.user.email;
  const asked = await placeOrder(request, email);
  await askForPickup(request, chef.token, asked.id);
  const preparing = await placeOrder(request, email);
  await chefActs(request, chef.token, preparing.id, { action: 'accept', preparationTime: 30 });
  const ready = await placeOrder(request, email);
  await chefActs(request, chef.token, ready.id, { action: 'accept', preparationTime: 10 });
  await chefActs(request, chef.token, ready.id, { action: 'ready' });
  const readyPickup = await placeOrder(request, email, { pickup: true });
  await chefActs(request, chef.token, readyPickup.id, { action: 'accept', preparationTime: 10 });
  await chefActs(request, chef.token, readyPickup.id, { action: 'ready' });
  const pickup = await placeOrder(request, email, { pickup: true });
  const delivery = await placeOrder(request, email);
  return { delivery, pickup, asked, preparing, ready, readyPickup };
}

/** How wide the page is against the screen, and the widest element that sticks out (where to look). */
const pageWidths = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    let widest = '';
    let right = root.clientWidth;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5 && box.width > 0) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('aria-label') ? `[aria-label="${element.getAttribute('aria-label')}"]` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
  });

/** The page does not scroll sideways (WCAG 1.4.10 reflow): what the chef would have to pan, once
 * the layout has settled. Right after a resize across the side menu's breakpoint the content's
 * margin slides to 0 for 0.2 s and the page is wider meanwhile (seen: 370 px in 320 at the first
 * frame); an overflow that stays fails after the poll's timeout. */
export async function expectNoHorizontalScroll(page: Page, where: string): Promise<void> {
  let widths = await pageWidths(page);
  await expect
    .poll(async () => {
      widths = await pageWidths(page);
      return widths.scrollWidth <= widths.clientWidth;
    })
    .toBe(true)
    .catch(() => undefined); // reported below, with the widths and where to look
  expect(widths.scrollWidth, `${where}: ${widths.scrollWidth} px wide in ${widths.clientWidth} px (widest: ${widths.widest})`).toBeLessThanOrEqual(widths.clientWidth);
}

/** The focused element's ring (its outline) stands out at least 3:1 from what is around it (WCAG
 * 1.4.11): the first opaque background behind it. */
export async function expectVisibleFocusRing(page: Page, where: string): Promise<void> {
  const ring = await page.evaluate(() => {
    const rgb = (colour: string) => (/^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/.exec(colour) ?? []).slice(1).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
      [r, g, b].map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return { ratio: 0, what: 'nothing has focus' };
    const style = getComputedStyle(element);
    let behind: HTMLElement | null = element.parentElement;
    let ground = 'rgb(255, 255, 255)';
    for (; behind; behind = behind.parentElement) {
      const bg = getComputedStyle(behind).backgroundColor;
      const [, , , alpha = 1] = rgb(bg);
      if (rgb(bg).length >= 3 && alpha === 1) {
        ground = bg;
        break;
      }
    }
    const [a, b] = [luminance(rgb(style.outlineColor)), luminance(rgb(ground))].sort((x, y) => y - x) as [number, number];
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30);
    return { ratio: style.outlineStyle === 'none' ? 0 : (a + 0.05) / (b + 0.05), what: `${element.tagName.toLowerCase()} "${label}": ${style.outlineStyle} ${style.outlineColor} on ${ground}` };
  });
  expect(ring.ratio, `the focus ring of ${where}: ${ring.what}`).toBeGreaterThanOrEqual(3);
}

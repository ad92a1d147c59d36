// The chef's first tap on an order action inserts no style into the page (src/ui/style-warm-up.tsx,
// src/features/orders/ActionDialogsWarmUp.tsx). Chakra inserts a component's CSS the first time it
// renders, inside `@layer recipes`, and each insertion made Chromium compute the style of the whole
// page: the first Accept was the slowest tap of all. The screen now renders the four action
// dialogs once, hidden, with its cards. Seen from the page: after that, opening Accept,
// choosing a preset, opening Refuse and Ask for pickup, and opening Mark ready add no CSS rule, and
// the busy button of a confirmation adds no spinner rule. The warm-up leaves nothing behind: no
// element, and the dialogs still work.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { AcceptDialog, PickupDialog, ReadyDialog, RefuseDialog } from './pages/order-dialogs.ts';
import { approvedChef } from './support/notifications.ts';
import { chefActs, placeOrder, serverOrder } from './support/orders.ts';

declare global {
  interface Window {
    __insertedRules?: string[];
  }
}

/** From now on, every CSS rule the page inserts (Emotion's production sheet uses insertRule; a
 * <style> element's text counts too) is noted in window.__insertedRules. */
async function noteInsertedRules(page: Page): Promise<void> {
  await page.evaluate(() => {
    const noted: string[] = [];
    window.__insertedRules = noted;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
      noted.push(rule);
      return insertRule.call(this, rule, index);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const styles = Array.from(record.addedNodes).filter((node) => node instanceof HTMLStyleElement || (node.nodeType === Node.TEXT_NODE && node.parentNode instanceof HTMLStyleElement));
        for (const style of styles) noted.push(style.textContent ?? '');
      }
    }).observe(document.head, { childList: true, subtree: true });
  });
}

/** The rules inserted since the last call. */
async function takeInsertedRules(page: Page): Promise<string[]> {
  return page.evaluate(() => (window.__insertedRules ?? []).splice(0));
}

test('after the warm-up, the order action dialogs open without inserting a style, and nothing of the warm-up stays', async ({ page, request }) => {
  const chef = await approvedChef(request, 'style-warm-up');
  const pending = await placeOrder(request, chef.user.email); // a delivery: Accept, Refuse, Ask for pickup
  const accepted = await placeOrder(request, chef.user.email);
  await chefActs(request, chef.token, accepted.id, { action: 'accept', preparationTime: 20 });
  const screen = await openActiveOrders(page, chef);
  await expect(screen.cardButton(pending.number, 'Accept')).toBeVisible();
  await expect(screen.cardButton(accepted.number, 'Mark ready')).toBeVisible();

  await page.waitForFunction(() => performance.getEntriesByName('style-warm-up:order-action-dialogs').length === 1);
  await expect(page.locator('[data-style-warm-up]')).toHaveCount(0);
  await noteInsertedRules(page);

  const accept = new AcceptDialog(page, pending.number);
  await screen.cardButton(pending.number, 'Accept').click();
  await expect(accept.dialog).toBeVisible();
  await expect(accept.minutes).toBeVisible();
  await accept.preset(45).click();
  await expect(accept.preset(45)).toHaveAttribute('aria-pressed', 'true');
  expect(await takeInsertedRules(page), 'opening Accept and choosing a preset').toEqual([]);
  await accept.dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(accept.dialog).toHaveCount(0);

  const refuse = new RefuseDialog(page, pending.number);
  await screen.cardButton(pending.number, 'Refuse').click();
  await expect(refuse.dialog).toBeVisible();
  await expect(refuse.notes).toBeVisible();
  await refuse.chooseReason('Too busy');
  expect(await takeInsertedRules(page), 'opening Refuse and choosing a reason').toEqual([]);
  await refuse.dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(refuse.dialog).toHaveCount(0);

  const pickup = new PickupDialog(page);
  await screen.cardButton(pending.number, 'Ask for pickup').click();
  await expect(pickup.approvalText).toBeVisible();
  expect(await takeInsertedRules(page), 'opening Ask for pickup').toEqual([]);
  await pickup.dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(pickup.dialog).toHaveCount(0);

  const ready = new ReadyDialog(page, accepted.number);
  await screen.cardButton(accepted.number, 'Mark ready').click();
  await expect(ready.dialog).toBeVisible();
  expect(await takeInsertedRules(page), 'opening Mark ready').toEqual([]);
  // The confirmation shows its button busy for a moment: that spinner's rules were put in place too.
  await ready.confirm.click();
  await expect(ready.dialog).toHaveCount(0);
  await expect(screen.card(accepted.number)).toHaveAttribute('data-status', 'ready_for_delivery');
  await expect.poll(async () => (await serverOrder(request, chef.token, accepted.id)).status).toBe('ready_for_delivery');
  const spinnerRules = (await takeInsertedRules(page)).filter((rule) => rule.includes('--spinner-size'));
  expect(spinnerRules, 'the busy button of the confirmation').toEqual([]);
});

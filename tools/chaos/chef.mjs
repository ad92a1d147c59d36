// The chef's hands: sign in, open /orders/active through the side menu, and tap the actions on
// the real UI with the accessible names the e2e page objects use (tests/e2e/pages: active-orders,
// order-dialogs, notification-bell, login-page, app-shell; mirrored here because those import
// @playwright/test's runner). A tap counts once its last click (the one that saves) happened;
// each helper answers { tappedAt } or null when the chef could not tap (the card moved on).
const STEP_MS = 4_000;

/** In every page before its scripts: when each order card first appeared (wall clock, ms). */
export function cardProbe() {
  if (window.__chaosSeen) return;
  const seen = {};
  window.__chaosSeen = seen;
  const scan = () => {
    // In the app's own screen (#root), not the service worker's picture of the last one.
    for (const card of document.querySelectorAll('#root article[aria-label^="Order #"]')) {
      const label = card.getAttribute('aria-label');
      if (label && !(label in seen)) seen[label] = Date.now();
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true });
}

const activeHeading = (page) => page.getByRole('heading', { level: 1, name: 'Active orders', exact: true });
const card = (page, number) => page.getByRole('article', { name: `Order #${number}`, exact: true });
const cardButton = (page, number, name) => card(page, number).getByRole('button', { name, exact: true });
const bellButton = (page) => page.getByRole('button', { name: 'Notifications', exact: true });
const bellDropdown = (page) => page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Notifications', exact: true }) });

export async function signIn(page, email, password) {
  await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 30_000 });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 30_000 });
}

/** Opens the app at /orders/active (a fresh page), signing in again if the session is gone. */
export async function openActive(page, origin, account) {
  await page.addInitScript(cardProbe);
  await page.goto(`${origin}/orders/active`, { timeout: 60_000 });
  await Promise.race([activeHeading(page).waitFor({ timeout: 60_000 }), page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: 60_000 })]);
  if (new URL(page.url()).pathname.startsWith('/auth/')) {
    await signIn(page, account.email, account.password);
    await goToActive(page);
  }
}

/** Back to /orders/active inside the app (the side menu), never a reload. */
export async function goToActive(page) {
  if (new URL(page.url()).pathname === '/orders/active' && (await activeHeading(page).isVisible())) return;
  await page.keyboard.press('Escape').catch(() => {});
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Active Order\b/ }).click({ timeout: 10_000 });
  await activeHeading(page).waitFor({ timeout: 10_000 });
}

/** The cards as painted by the app (not the start-up picture, src/db/screen-snapshot.ts): number,
 * data-status, data-waiting and the action buttons shown. */
export function screenCards(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#root article[aria-label^="Order #"]')].map((article) => ({
      number: (article.getAttribute('aria-label') ?? '').replace('Order #', ''),
      status: article.getAttribute('data-status'),
      waiting: article.getAttribute('data-waiting') === 'true',
      buttons: [...article.querySelectorAll('button')].map((button) => button.textContent?.trim() ?? ''),
    })),
  );
}

const BUTTON = { accept: 'Accept', refuse: 'Refuse', pickup: 'Ask for pickup', ready: 'Mark ready', complete: 'Complete' };
/** Which actions a card offers now, by its buttons. */
export const actionsOn = (shown) => Object.entries(BUTTON).filter(([, name]) => shown.buttons.includes(name)).map(([kind]) => kind);

async function chooseReason(dialog, reason) {
  await dialog.getByRole('radiogroup', { name: 'Reason' }).getByRole('radio', { name: reason, exact: true }).check({ timeout: STEP_MS });
}

/** Closes whatever dialog a failed tap left open, so the next tap starts clean. */
async function escape(page) {
  await page.keyboard.press('Escape').catch(() => {});
}

/** One order action on a card: accept / refuse / pickup / ready / complete. */
export async function tapOrderAction(page, number, kind, rng) {
  try {
    await cardButton(page, number, BUTTON[kind]).click({ timeout: STEP_MS });
    if (kind === 'complete') return { tappedAt: Date.now() };
    let dialog;
    let submit;
    if (kind === 'accept') {
      dialog = page.getByRole('dialog', { name: `Accept order #${number}`, exact: true });
      await dialog.getByRole('button', { name: `${rng.pick([10, 15, 20, 30, 45])} min`, exact: true }).click({ timeout: STEP_MS });
      submit = dialog.getByRole('button', { name: 'Accept order', exact: true });
    } else if (kind === 'refuse') {
      dialog = page.getByRole('dialog', { name: `Refuse order #${number}`, exact: true });
      await chooseReason(dialog, rng.pick(['Too busy', 'Out of ingredients', 'Closing soon']));
      submit = dialog.getByRole('button', { name: 'Refuse order', exact: true });
    } else if (kind === 'pickup') {
      dialog = page.getByRole('dialog', { name: 'Ask to change to pickup', exact: true });
      await chooseReason(dialog, rng.pick(['No courier available', 'Address too far', 'Packaging not suitable']));
      submit = dialog.getByRole('button', { name: 'Send request', exact: true });
    } else {
      dialog = page.getByRole('dialog', { name: `Mark order #${number} ready?`, exact: true });
      submit = dialog.getByRole('button', { name: 'Mark ready', exact: true });
    }
    await submit.click({ timeout: STEP_MS });
    const tappedAt = Date.now();
    // A dialog that stays open did not save (e.g. the form refused a value): not a tap.
    const saved = await dialog.waitFor({ state: 'hidden', timeout: 2 * STEP_MS }).then(() => true, () => false);
    if (!saved) await escape(page);
    return saved ? { tappedAt } : null;
  } catch {
    await escape(page);
    return null;
  }
}

/** Opens the bell and taps one unread notification (it opens its page); back to the orders. */
export async function tapMarkRead(page, rng) {
  try {
    await bellButton(page).click({ timeout: STEP_MS });
    const dropdown = bellDropdown(page);
    await dropdown.waitFor({ timeout: STEP_MS });
    const unread = dropdown.locator('li[data-unread="true"]');
    const count = await unread.count();
    if (count === 0) {
      await escape(page);
      return null;
    }
    const item = unread.nth(rng.int(0, count - 1));
    const title = (await item.locator('p').first().textContent({ timeout: STEP_MS }))?.trim() ?? '';
    await item.getByRole('button').click({ timeout: STEP_MS });
    const tappedAt = Date.now();
    await goToActive(page).catch(() => {});
    return { tappedAt, title };
  } catch {
    await escape(page);
    await goToActive(page).catch(() => {});
    return null;
  }
}

/** Opens the bell and taps "Mark all read" (when it is enabled). */
export async function tapMarkAllRead(page) {
  try {
    await bellButton(page).click({ timeout: STEP_MS });
    const dropdown = bellDropdown(page);
    await dropdown.waitFor({ timeout: STEP_MS });
    const button = dropdown.getByRole('button', { name: 'Mark all read' });
    if (await button.isDisabled({ timeout: STEP_MS })) {
      await escape(page);
      return null;
    }
    const startedAt = Date.now();
    await button.click({ timeout: STEP_MS });
    const tappedAt = Date.now();
    await escape(page);
    return { startedAt, tappedAt };
  } catch {
    await escape(page);
    return null;
  }
}

/** What the top bar says: "Not saved (N)" and "N waiting to send" (null when not shown). */
export function topBar(page) {
  return page.evaluate(() => ({
    notSaved: document.querySelector('[data-testid="not-saved-button"]')?.getAttribute('aria-label') ?? null,
    pending: document.querySelector('[data-testid="pending-count"]')?.textContent?.trim() || null,
    path: location.pathname,
  }));
}

// The logout dialog is opened from an item of the user menu, which is gone once the dialog shows.
// Closed without signing out (Escape or Cancel) it gives the focus back to the user menu's button,
// opened by keyboard or by pointer, every time: the menu's own return of the focus to its button
// may come before or after the dialog opens, and the dialog must not depend on which (CI saw the
// focus fall to <body> once in a run of the keyboard path).
import { expect, test, type Page } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';

const TIMES = 8;

/** Where the focus is once the dialog has closed, in words: "User menu" when it is back. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/,.*/, '').trim();
  });

test('Escape or Cancel on the logout dialog gives the focus back to the user menu, by keyboard and by pointer', async ({ page, request }) => {
  // Eight rounds of a menu and a dialog each way: about 4 s a round on a busy 2-core machine.
  test.setTimeout(60_000);
  const chef = await approvedChef(request, 'logout-focus');
  await startSignedIn(page, chef);
  const shell = new AppShell(page);
  await page.goto('/orders/active');
  await expect(shell.userMenu).toBeVisible();
  const logoutItem = page.getByRole('menuitem', { name: 'Logout', exact: true });

  for (let round = 1; round <= TIMES; round++) {
    // Keyboard: Enter on the button, End to Logout, Enter; then Escape.
    await shell.userMenu.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('menu').evaluate((menu) => menu.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('End');
    await expect(logoutItem).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Enter');
    await expect(shell.logoutDialog).toBeVisible();
    // Escape is heard once the dialog holds the focus (it moves there a frame after it shows).
    await expect.poll(() => shell.logoutDialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(shell.logoutDialog).toBeHidden();
    await expect.poll(() => focusedName(page), { message: `keyboard, round ${round}` }).toBe('User menu');

    // Pointer: a tap on the button, a tap on Logout, a tap on Cancel.
    await shell.openUserMenuItem('Logout');
    await expect(shell.logoutDialog).toBeVisible();
    await shell.logoutDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(shell.logoutDialog).toBeHidden();
    await expect.poll(() => focusedName(page), { message: `pointer, round ${round}` }).toBe('User menu');
  }
});

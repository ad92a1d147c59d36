// axe-core over what the chef sees now (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA): expectNoAxeViolations
// fails listing every violation with its rule id, impact, the elements (CSS targets) and axe's
// summary of what to fix. Call it once a screen, dialog, popover or drawer is open and settled;
// expectNoAxeViolationsLightAndDark checks the same state in both colour modes.
import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per element of each violation: what a developer needs to find and fix it. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`);
      return `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Runs axe on the page (`where` names the state in the failure message). */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  // Transitions and animations finish first: axe reads colours mid-fade otherwise.
  // (Endless ones, a spinner, are left running.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Only the violations are collected (axe skips describing what passed); options() goes first, as
  // it replaces what withTags() set. Legacy mode runs axe in the page itself instead of finishing
  // in a new blank page each time: the app has no frames of its own, and it is several times faster.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS).setLegacyMode(true);
  const results = await builder.analyze();
  expect(describeViolations(results.violations), `axe violations on ${where}`).toBe('');
}

/** Switches the colour mode as another tab of the app would: the stored layout config changes
 * and the app follows the `storage` event (src/theme/layout-config.ts), dialogs left open. */
export async function setDarkMode(page: Page, dark: boolean): Promise<void> {
  await page.evaluate((wanted) => {
    const stored = JSON.parse(localStorage.getItem('layout-config') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('layout-config', JSON.stringify({ ...stored, darkTheme: wanted }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'layout-config' }));
  }, dark);
  const html = page.locator('html');
  if (dark) await expect(html).toHaveClass(/(^|\s)app-dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)app-dark(\s|$)/);
}

/** axe in light mode, then in dark mode, then back to light. */
export async function expectNoAxeViolationsLightAndDark(page: Page, where: string): Promise<void> {
  await setDarkMode(page, false);
  await expectNoAxeViolations(page, `${where}, light`);
  await setDarkMode(page, true);
  await expectNoAxeViolations(page, `${where}, dark`);
  await setDarkMode(page, false);
}

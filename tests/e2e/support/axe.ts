// axe-core over what the chef sees now (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA): expectNoAxeViolations
// fails listing every violation with its rule id, impact, the elements (CSS targets) and axe's
// summary of what to fix. Call it once a screen, dialog, popover or drawer is open and settled;
// expectNoAxeViolationsLightAndDark checks the same state in both colour modes (every rule in light,
// the rules about colour in dark: the rest read the structure, which the mode does not change).
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions, Spec } from 'axe-core';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The axe-core that @axe-core/playwright brings (the version these checks were written against). */
const axeSource = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;
/** The rules whose outcome depends on colour: all that a change of colour mode or palette can alter
 * (the app's modes and palettes are CSS variables under a class on <html>; the elements, names,
 * roles and sizes stay as they were). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type AxeInPage = { axe?: { configure(spec: Spec): void; run(context: Document, options: RunOptions): Promise<AxeResults> } };

/** One line per element of each violation: what a developer needs to find and fix it. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`);
      return `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Runs axe on the page (`where` names the state in the failure message): every rule of AXE_TAGS,
 * or only the COLOUR_RULES when the same state was checked in full in another colour mode. */
export async function expectNoAxeViolations(page: Page, where: string, rules: 'all' | 'colour' = 'all'): Promise<void> {
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
  // axe-core goes into the page once (the first run on each document, rather than its 0.5 MB
  // parsed twice for every state by AxeBuilder) and runs on the document itself, as the legacy mode
  // of @axe-core/playwright does: the app has no frames of its own. Only the violations are
  // collected (axe skips describing what passed).
  if (!(await page.evaluate(() => typeof (window as AxeInPage).axe === 'object'))) {
    await page.evaluate(axeSource);
    await page.evaluate(() => (window as AxeInPage).axe?.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }));
  }
  const runOnly = rules === 'all' ? { type: 'tag' as const, values: AXE_TAGS } : { type: 'rule' as const, values: COLOUR_RULES };
  const results = await page.evaluate((only) => {
    const axe = (window as AxeInPage).axe;
    if (!axe) throw new Error('axe-core is not in the page');
    return axe.run(document, { resultTypes: ['violations'], runOnly: only });
  }, runOnly);
  expect(describeViolations(results.violations), `axe violations on ${where}`).toBe('');
}

/** The rules for a state checked light first, then dark: every rule in light, the colour rules in
 * dark (what the mode can change). */
export const rulesIn = (theme: 'light' | 'dark'): 'all' | 'colour' => (theme === 'light' ? 'all' : 'colour');

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

/** axe in light mode (every rule), then in dark mode (the colour rules), then back to light. */
export async function expectNoAxeViolationsLightAndDark(page: Page, where: string): Promise<void> {
  await setDarkMode(page, false);
  await expectNoAxeViolations(page, `${where}, light`);
  await setDarkMode(page, true);
  await expectNoAxeViolations(page, `${where}, dark`, 'colour');
  await setDarkMode(page, false);
}

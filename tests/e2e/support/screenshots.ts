// Screenshots for people to look at (not compared): the sizes and themes every screen is shot in,
// and where the pictures go (tests/e2e/screenshots/, git-ignored).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, rulesIn, setDarkMode } from './axe.ts';

export const screenshotSizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;
export const screenshotThemes = ['light', 'dark'] as const;
export type ScreenshotTheme = (typeof screenshotThemes)[number];

export async function saveScreenshot(page: Page, file: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `tests/e2e/screenshots/${file}.png`, animations: 'disabled' });
}

/** Saves the screen as it is now in light and in dark (`<file>-light`, `<file>-dark`): the chef's
 * colour mode switched as another tab of the app switches it (setDarkMode: the page stays, open
 * dialogs stay open), so one page set up once serves both pictures; `check` runs in each mode
 * before its picture (an axe run, say). Ends in light mode. */
export async function saveLightAndDark(page: Page, file: string, check?: (theme: ScreenshotTheme) => Promise<void>): Promise<void> {
  for (const theme of screenshotThemes) {
    await setDarkMode(page, theme === 'dark');
    if (check) await check(theme);
    await saveScreenshot(page, `${file}-${theme}`);
  }
  await setDarkMode(page, false);
}

/** axe finds nothing on the screen as it is (every rule in light, the colour rules in dark), and
 * its pictures, in light and in dark. */
export async function axeAndSaveLightAndDark(page: Page, where: string, file: string): Promise<void> {
  await saveLightAndDark(page, file, (theme) => expectNoAxeViolations(page, `${where}, ${theme}`, rulesIn(theme)));
}

// Screenshots for people to look at (not compared): the sizes and themes every screen is shot in,
// and where the pictures go (tests/e2e/screenshots/, git-ignored).
import type { Page } from '@playwright/test';

export const screenshotSizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;
export const screenshotThemes = ['light', 'dark'] as const;

export async function saveScreenshot(page: Page, file: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `tests/e2e/screenshots/${file}.png`, animations: 'disabled' });
}

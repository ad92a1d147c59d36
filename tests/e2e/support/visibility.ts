// A tab the chef is not looking at. Headless Chromium reports every page as visible, whatever is in
// front (checked: bringToFront, minimising the window, CDP), so the test controls what the app
// reads: `document.visibilityState` / `document.hidden`, and the `visibilitychange` event a real
// tab switch fires. Install before the first load; then `setHidden(page, true)` sends the tab to
// the background.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __e2eSetHidden?: (hidden: boolean) => void;
  }
}

export async function controlVisibility(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let hidden = false;
    Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
    window.__e2eSetHidden = (value: boolean) => {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
}

export async function setHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((value) => window.__e2eSetHidden?.(value), hidden);
}

/** Shorter realtime timings for this page (src/sync/engine/timings.ts), set before the app starts. */
export async function shortenSyncTimings(page: Page, timings: { reconnectBaseMs?: number; reconnectMaxMs?: number; slowRetryMs?: number; pollMs?: number; connectTimeoutMs?: number }): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('chef-pwa:sync-timings', JSON.stringify(value)), timings);
}

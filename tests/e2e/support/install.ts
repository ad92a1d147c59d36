// The install prompt in a test: a synthetic beforeinstallprompt (what Chromium fires when the app
// is installable: an Event with prompt() and userChoice), an iPhone's Safari, and the page's clock
// paused once the layout and its lazy chunks have loaded, so each delay is stepped exactly.
import type { Page } from '@playwright/test';

export const IPHONE_SAFARI_17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Fires beforeinstallprompt; the chef's answer in the browser's own dialog is `outcome`. The
 * number of prompt() calls is counted in window.__installPrompts. */
export async function signalInstallable(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted'): Promise<void> {
  await page.evaluate((answer) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    const counted = window as unknown as { __installPrompts?: number };
    counted.__installPrompts = 0;
    event.prompt = () => {
      counted.__installPrompts = (counted.__installPrompts ?? 0) + 1;
      return Promise.resolve();
    };
    event.userChoice = Promise.resolve({ outcome: answer, platform: 'web' });
    window.dispatchEvent(event);
  }, outcome);
}

export async function installPromptCalls(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __installPrompts?: number }).__installPrompts ?? 0);
}

/** Opens `path` with the clock installed, waits until the app has settled (lazy chunks in), then
 * pauses the clock: from here only runFor moves the timers (resume it before axe, which waits on timers). */
export async function openWithPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // A second after the page's now. On a busy machine more than that second can pass between
  // reading the page's clock and pausing it, and a clock cannot be paused in its past: read again.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

export async function installFlags(page: Page): Promise<{ installed: string | null; dismissedAt: number | null; iosDismissedAt: number | null; now: number }> {
  return page.evaluate(() => ({
    installed: localStorage.getItem('pwa_installed'),
    dismissedAt: Number(localStorage.getItem('pwa_install_dismissed_at')) || null,
    iosDismissedAt: Number(localStorage.getItem('pwa_ios_instructions_dismissed_at')) || null,
    now: Date.now(),
  }));
}

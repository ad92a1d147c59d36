// The chef's device during the chaos run: one Chromium on a persistent profile with one or two
// tabs on /orders/active. It can go offline (the browser's own switch; the proxy refuses
// connections at the same time), lose a tab, or be killed with SIGKILL and started again on the
// same profile. It gathers when each order card first appeared in any tab, which Idempotency-Keys
// each tab sent (to close the very tab that is sending), and the errors the pages threw. In the
// kitchen profile every tab starts with shortened sync timings when the run asks for them, and
// with a switch for its visibility: headless Chromium reports every page as visible whatever is in
// front (checked: bringToFront, a minimised window, a second tab of the same window made active
// over CDP), so `setHidden` overrides what the app reads (document.visibilityState, .hidden) and
// fires the visibilitychange a real tab switch fires (as tests/e2e/support/visibility.ts does).
import { launchBrowser } from './browser.mjs';
import { goToActive, openActive } from './chef.mjs';

export class Device {
  constructor({ origin, executablePath, profileDir, account, syncTimings = null, controlVisibility = false }) {
    Object.assign(this, { origin, executablePath, profileDir, account, syncTimings, controlVisibility });
    this.handle = null;
    this.tabs = [];
    this.seen = new Map();
    this.pageErrors = [];
    this.offline = false;
    this.named = 0;
  }

  /** Launches Chromium and opens `tabCount` tabs on /orders/active. */
  async start(tabCount) {
    this.handle = await launchBrowser({ executablePath: this.executablePath, profileDir: this.profileDir });
    this.offline = false;
    for (let i = 0; i < tabCount; i += 1) await this.openTab();
    // The blank start page is not the chef's: close it once a real tab exists.
    for (const page of this.handle.context.pages()) if (!this.tabs.some((tab) => tab.page === page)) await page.close().catch(() => {});
  }

  async openTab() {
    const page = await this.handle.context.newPage();
    const tab = { name: String.fromCharCode(65 + (this.named % 26)) + (this.named >= 26 ? Math.floor(this.named / 26) : ''), page, keys: new Set() };
    this.named += 1;
    page.on('request', (request) => {
      const key = request.headers()['idempotency-key'];
      if (key) tab.keys.add(key);
    });
    page.on('pageerror', (error) => this.pageErrors.push(`tab ${tab.name}: ${error.message.split('\n')[0]}`));
    page.on('close', () => (this.tabs = this.tabs.filter((other) => other !== tab)));
    this.tabs.push(tab);
    if (this.syncTimings) await page.addInitScript((value) => localStorage.setItem('chef-pwa:sync-timings', JSON.stringify(value)), this.syncTimings);
    if (this.controlVisibility) await page.addInitScript(visibilitySwitch);
    await openActive(page, this.origin, this.account);
    return tab;
  }

  /** Closes the tab like a swipe in the app switcher (no beforeunload). */
  async closeTab(tab) {
    await this.collectSeen();
    await tab.page.close({ runBeforeUnload: false }).catch(() => {});
    this.tabs = this.tabs.filter((other) => other !== tab);
  }

  /** Sends `tab` to the background (or back); resolves with what the page now reads. */
  async setHidden(tab, hidden) {
    tab.hidden = hidden;
    return tab.page.evaluate((value) => {
      window.__chaosSetHidden?.(value);
      return { visibilityState: document.visibilityState, hidden: document.hidden };
    }, hidden);
  }

  async setOffline(on) {
    this.offline = on;
    await this.handle.context.setOffline(on);
  }

  /** SIGKILL to the browser's process group, then the same profile again with `tabCount` tabs. */
  async killAndRestart(tabCount) {
    await this.collectSeen().catch(() => {});
    this.tabs = [];
    await this.handle.kill();
    await this.start(tabCount);
  }

  async backToActive() {
    for (const tab of this.tabs) await goToActive(tab.page);
  }

  /** Merges every tab's first-seen times of the order cards (the earliest wins). */
  async collectSeen() {
    for (const tab of this.tabs) {
      const seen = await tab.page.evaluate(() => ({ ...(window.__chaosSeen ?? {}) })).catch(() => ({}));
      for (const [label, at] of Object.entries(seen)) {
        const number = label.replace('Order #', '');
        if (!this.seen.has(number) || this.seen.get(number) > at) this.seen.set(number, at);
      }
    }
  }

  async close() {
    await this.handle?.close();
  }

  /** For the process's exit handler: the synchronous SIGKILL of the browser, if still running. */
  killNow() {
    if (this.handle?.alive) {
      try {
        process.kill(-this.handle.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}

/** In every page before its scripts: the visibility the app reads, under the run's control. */
function visibilitySwitch() {
  let hidden = false;
  Object.defineProperty(Document.prototype, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
  window.__chaosSetHidden = (value) => {
    hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  };
}

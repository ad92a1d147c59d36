// The e2e suite's `test`: Playwright's, plus an automatic check that no page of the test's context
// threw an uncaught error or left a promise rejection unhandled (both reach `pageerror`). A test
// that passes its assertions while the app crashed underneath fails at teardown, listing the
// errors. Every spec imports `test` and `expect` from here.
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend<{ failOnPageErrors: void }>({
  failOnPageErrors: [
    async ({ context, browser, playwright }, use, testInfo) => {
      const errors: string[] = [];
      const watch = (page: Page) => page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.stack ?? error.message}`));
      const watchContext = (watched: BrowserContext) => {
        watched.pages().forEach(watch);
        watched.on('page', watch);
      };
      watchContext(context);
      // Contexts a test opens itself (other viewports, a second device, browser.newPage, a
      // persistent profile) are watched too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...options) => {
        const opened = await newContext(...options);
        watchContext(opened);
        return opened;
      };
      const { chromium } = playwright;
      const launchPersistentContext = chromium.launchPersistentContext.bind(chromium);
      chromium.launchPersistentContext = async (...options) => {
        const opened = await launchPersistentContext(...options);
        watchContext(opened);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
        chromium.launchPersistentContext = launchPersistentContext;
      }
      if (errors.length > 0 && testInfo.status === testInfo.expectedStatus)
        throw new Error(`The app threw in the page (uncaught error or unhandled rejection):\n${errors.join('\n\n')}`);
    },
    { auto: true },
  ],
});

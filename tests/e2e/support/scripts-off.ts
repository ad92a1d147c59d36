// The page's own scripts switched off through the DevTools protocol
// (Emulation.setScriptExecutionDisabled): what is then on screen came from the HTML alone (the
// server's or the service worker's answer), never from the app.
import type { Page } from '@playwright/test';

/** Switches the page's own scripts off until the returned function is called (the service worker
 * still runs). The DevTools session is kept open meanwhile: closing it would lift the switch. */
export async function scriptsOff(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  return async () => {
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
    await cdp.detach();
  };
}

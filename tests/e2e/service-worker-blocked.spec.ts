// Where service workers are blocked, the app still starts and signs in, and says nothing alarming
// in the console (registration used to log "Cannot read properties of undefined (reading
// 'waiting')" as an error).
import { expect, test } from './support/test.ts';
import { LoginPage } from './pages/login-page.ts';
import { AppShell } from './pages/app-shell.ts';
import { SEED_PASSWORD, seededChefs } from './support/env.ts';

test('with service workers blocked: no console error, and the chef signs in', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(seededChefs.approved, SEED_PASSWORD);
    await expect(new AppShell(page).heading('Kitchen')).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

// Accessibility of the screens before the kitchen: axe (WCAG 2.2 AA) finds
// nothing on sign in (and its error), register (and its errors), forgot password (both steps),
// every onboarding step (profile, documents, contract, waiting for approval) and the account on
// hold with its logout dialog: on a phone and a desktop, each in light and dark.
import { expect, test, type Page } from './support/test.ts';
import { ForgotPasswordPage } from './pages/forgot-password-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { RegisterPage } from './pages/register-page.ts';
import { registerChef, setChefStatus, type ChefAccount } from './support/api.ts';
import { defaultLayout, openPage, sizes, type Size } from './support/a11y.ts';
import { expectNoAxeViolationsLightAndDark } from './support/axe.ts';
import { approvedChef } from './support/notifications.ts';
import { chefAt, type OnboardingStatus } from './support/onboarding.ts';
import { createServerTicket, supportReplies } from './support/tickets.ts';
import type { Browser } from '@playwright/test';

test.describe.configure({ mode: 'parallel' });

/** Opens `path` as `chef` in a context of its own, checks the heading, runs axe, then `more`. */
async function checkAs(browser: Browser, chef: ChefAccount, size: Size, path: string, heading: string, more?: (page: Page) => Promise<void>): Promise<void> {
  const { context, page } = await openPage(browser, { size: size.viewport, layout: defaultLayout('light'), chef });
  try {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolationsLightAndDark(page, `${path}, ${heading} (${size.name})`);
    await more?.(page);
  } finally {
    await context.close();
  }
}

for (const size of sizes) {
  const where = (what: string) => `${what} (${size.name})`;

  test(`axe finds nothing on sign in, register and forgot password, light and dark: ${size.name}`, async ({ browser, request }) => {
    const chef = await registerChef(request, `a11y-forgot-${size.name}`);
    const { context, page } = await openPage(browser, { size: size.viewport, layout: defaultLayout('light') });
    try {
      const login = new LoginPage(page);
      await login.goto();
      await expectNoAxeViolationsLightAndDark(page, where('sign in'));
      await login.signIn(chef.user.email, 'not-the-password');
      await expect(page.getByTestId('toast-error')).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, where('sign in, refused'));

      const register = new RegisterPage(page);
      await register.goto();
      await expectNoAxeViolationsLightAndDark(page, where('register'));
      await register.submit.click();
      await expect(page.getByText('First name is required.')).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, where('register with its errors'));

      const forgot = new ForgotPasswordPage(page);
      await page.goto('/auth/forgot-password');
      await expect(forgot.email).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, where('forgot password, the e-mail'));
      await forgot.email.fill(chef.user.email);
      await forgot.sendCode.click();
      await expect(forgot.code).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, where('forgot password, the code and new password'));
    } finally {
      await context.close();
    }
  });

  test(`axe finds nothing on the onboarding steps and the account on hold, light and dark: ${size.name}`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const steps: [OnboardingStatus, string, string][] = [
      ['registered', '/update-profile', 'Update profile'],
      ['personal_info_filled', '/upload-documents', 'Upload documents'],
      ['document_uploaded', '/pending-approval', 'Sign the contract'],
      ['need_admin_approval', '/pending-approval', 'Pending approval'],
    ];
    // Every chef first (the server's side), then the screens.
    const chefs = await Promise.all(steps.map(([status]) => chefAt(request, `a11y-${status}-${size.name}`, status)));
    const held = await approvedChef(request, `a11y-on-hold-${size.name}`);
    await setChefStatus(request, held.user.email, 'suspended');
    for (const [index, [, path, heading]] of steps.entries()) await checkAs(browser, chefs[index]!, size, path, heading);
    await checkAs(browser, held, size, '/account-on-hold', 'Your account is suspended', async (page) => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm logout' })).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, where('the logout dialog of the account on hold'));
    });
  });

  test(`axe finds nothing on the support ticket screens, light and dark: ${size.name}`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const chef = await approvedChef(request, `a11y-tickets-${size.name}`);
    const ticket = await createServerTicket(request, chef.token, 'Payout for week 47 missing', 'My payout for week 47 did not arrive.');
    await supportReplies(request, ticket.id, 'We found it: the payout goes out tomorrow.', 'resolved');
    await checkAs(browser, chef, size, '/tickets', 'Support tickets');
    await checkAs(browser, chef, size, '/tickets/create', 'New ticket', async (page) => {
      await page.getByRole('button', { name: 'Send ticket' }).click();
      await expect(page.getByLabel('Title')).toHaveAccessibleErrorMessage(/./);
      await expectNoAxeViolationsLightAndDark(page, where('create ticket with its messages'));
    });
    await checkAs(browser, chef, size, `/tickets/details/${ticket.id}`, 'Payout for week 47 missing');
  });
}

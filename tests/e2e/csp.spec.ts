// The app still works under its Content-Security-Policy: every sign-in screen,
// every onboarding step and every screen of an approved chef loads with the policy in force and
// reports no violation, neither as a `securitypolicyviolation` event nor in the console; the
// realtime connection comes up, and a chosen image shows its preview. A first test proves the
// watcher: an inline script injected into the page is blocked and reported.
import { expect, test, type Page, type Response } from './support/test.ts';
import { UpdateProfilePage, UploadDocumentsPage, ContractStep } from './pages/onboarding.ts';
import { RegisterPage } from './pages/register-page.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { startSignedIn, startWithLayout } from './support/browser-state.ts';
import { pngImage } from './support/documents.ts';
import { chefAt, type OnboardingStatus } from './support/onboarding.ts';
import { createServerFood } from './support/food-options.ts';
import { placeOrder } from './support/orders.ts';
import { createServerTicket, supportReplies } from './support/tickets.ts';

type CspWatch = { violations: string[] };

/** Collects every CSP violation of the page: the DOM event and Chromium's console report. */
async function watchCsp(page: Page): Promise<CspWatch> {
  const watch: CspWatch = { violations: [] };
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to /i.test(message.text())) watch.violations.push(`console on ${page.url()}: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (report: string) => watch.violations.push(report));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(report: string): Promise<void> }).reportCspViolation;
      void report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return watch;
}

/** The page's answer carries the strict policy: scripts from this origin and hashed inline ones
 * (the theme script and the start script, build/start-script.ts). */
function expectPolicy(response: Response | null): void {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+(;|$)/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
}

/** Opens `path` as a full page load and waits for its level-1 heading. */
async function visit(page: Page, path: string, heading: string): Promise<void> {
  expectPolicy(await page.goto(path));
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

test('the watcher sees a blocked inline script (the policy is in force)', async ({ page }) => {
  const watch = await watchCsp(page);
  await visit(page, '/auth/login', 'Sign in');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => watch.violations.join('\n')).toMatch(/script-src/);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});

test('the sign-in screens, in the dark theme', async ({ page }) => {
  const watch = await watchCsp(page);
  await startWithLayout(page, { primary: 'emerald', surface: 'slate', menuMode: 'static', darkTheme: true });
  await visit(page, '/auth/login', 'Sign in');
  // The inline theme script ran (its hash is allowed) before the app did.
  await expect(page.locator('html')).toHaveClass(/(^|\s)app-dark(\s|$)/);
  await visit(page, '/auth/register', 'Create your account');
  const register = new RegisterPage(page);
  await register.submit.click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await visit(page, '/auth/forgot-password', 'Reset your password');
  expect(watch.violations).toEqual([]);
});

const onboardingSteps: [OnboardingStatus, string, string][] = [
  ['registered', '/update-profile', 'Update profile'],
  ['personal_info_filled', '/upload-documents', 'Upload documents'],
  ['document_uploaded', '/pending-approval', 'Sign the contract'],
  ['need_admin_approval', '/pending-approval', 'Pending approval'],
];

for (const [status, path, heading] of onboardingSteps) {
  test(`the onboarding step of a ${status} chef`, async ({ page, request }) => {
    const watch = await watchCsp(page);
    const chef = await chefAt(request, `csp-${status}`, status);
    await startSignedIn(page, { token: chef.token, user: chef.user });
    await visit(page, path, heading);
    if (status === 'registered') await new UpdateProfilePage(page).expectCities();
    if (status === 'personal_info_filled') {
      const upload = new UploadDocumentsPage(page);
      const image = pngImage();
      await upload.choose({ identity: image });
      await expect(upload.preview(image.name)).toBeVisible(); // a blob: image
    }
    if (status === 'document_uploaded') await expect(new ContractStep(page).text).toBeVisible();
    expect(watch.violations).toEqual([]);
  });
}

test('every screen of an approved chef, with the realtime connection live', async ({ page, request }) => {
  test.setTimeout(90_000);
  const watch = await watchCsp(page);
  const chef = await chefAt(request, 'csp-approved', 'approved');
  const order = await placeOrder(request, chef.user.email);
  const food = await createServerFood(request, chef.token, 'Cepelinai');
  const ticket = await createServerTicket(request, chef.token, 'Payout for week 47 missing', 'My payout for week 47 did not arrive.', pngImage('bank.png'));
  await supportReplies(request, ticket.id, 'We found it: the payout goes out tomorrow.');
  await startSignedIn(page, { token: chef.token, user: chef.user });
  const screens: [string, string][] = [
    ['/kitchen', 'Kitchen'],
    ['/dashboard', 'Kitchen'],
    ['/kitchen/edit', 'Edit kitchen'],
    ['/kitchen/schedule', 'Opening hours'],
    ['/orders/active', 'Active orders'],
    [`/orders/${order.id}`, `Order #${order.number}`],
    ['/orders/history', 'Order history'],
    ['/earnings', 'Earnings'],
    ['/foods', 'Foods'],
    ['/foods/store', 'Create food'],
    [`/foods/edit/${food.slug}`, 'Edit food'],
    [`/foods/manage-options/${food.slug}`, 'Options of Cepelinai'],
    ['/tickets', 'Support tickets'],
    ['/tickets/create', 'New ticket'],
    [`/tickets/details/${ticket.id}`, 'Payout for week 47 missing'],
    ['/profile', 'Profile'],
    ['/change-password', 'Change password'],
    ['/journal', 'Journal'],
    ['/uikit/formlayout', 'Form layout'],
    ['/dev', 'Notification listener'],
  ];
  for (const [path, heading] of screens) await visit(page, path, heading);
  // A ticket's image attachment: fetched with the token and shown through a blob: address.
  await visit(page, `/tickets/details/${ticket.id}`, 'Payout for week 47 missing');
  await expect.poll(() => page.getByTestId('attachment-image').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.goto('/orders/active');
  await new SyncStatus(page).expectLive();
  await expect(page.getByText(order.number).first()).toBeVisible();
  expect(watch.violations).toEqual([]);
});

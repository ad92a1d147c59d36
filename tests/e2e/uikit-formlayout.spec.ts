// /uikit/formlayout: the demo form page built from src/ui/form. Axe clean in
// light and dark (before and after a submit), every validation message of the contract under its
// field after an empty submit, no sideways scroll at 320 px, screenshots phone and desktop.
import { expect, test, type Page } from './support/test.ts';
import { defaultLayout, expectNoHorizontalScroll, openPage } from './support/a11y.ts';
import { expectNoAxeViolationsLightAndDark } from './support/axe.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { screenshotSizes } from './support/screenshots.ts';

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('every validation state shows after an empty submit, and the page is axe clean in light and dark', async ({ browser, request }) => {
  const chef = await approvedChef(request, 'uikit');
  const { context, page } = await openPage(browser, { size: { width: 1280, height: 800 }, layout: defaultLayout('light'), chef });
  await page.goto('/uikit/formlayout');
  await expect(page.getByRole('heading', { level: 1, name: 'Form layout' })).toBeVisible();
  await expectNoAxeViolationsLightAndDark(page, '/uikit/formlayout');

  const vertical = section(page, 'Vertical');
  for (const kind of ['Kitchen name', 'Email', 'Password', 'Phone', 'Postal code', 'Daily quantity', 'Opening time', 'City', 'Description']) {
    await expect(vertical.getByLabel(kind, { exact: true })).toBeVisible();
  }
  await expect(vertical.getByRole('radio')).toHaveCount(3);
  await expect(vertical.getByRole('switch', { name: 'Kitchen open' })).toBeChecked();
  await expect(vertical.getByRole('checkbox', { name: 'I accept the terms' })).not.toBeChecked();

  await vertical.getByRole('button', { name: 'Submit' }).click();
  const messages = [
    'Kitchen name is required.',
    'Email is required.',
    'New password is required.',
    'Phone number is required.',
    'Postal code is required.',
    'Opening time is required.',
    'Choose your city.',
    'Description is required.',
    'Choose delivery, pickup or both.',
    'Tick the box to accept the contract.',
  ];
  for (const message of messages) await expect(vertical.getByText(message, { exact: true })).toBeVisible();
  await expect(vertical.getByLabel('Kitchen name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // Format rules, once something is typed.
  await vertical.getByLabel('Email', { exact: true }).fill('chef@');
  await vertical.getByLabel('Postal code', { exact: true }).fill('12345');
  await vertical.getByLabel('Daily quantity', { exact: true }).fill('two');
  await vertical.getByRole('button', { name: 'Submit' }).click();
  await expect(vertical.getByText('Invalid email format.', { exact: true })).toBeVisible();
  await expect(vertical.getByText('Postal code must be in the format LT-XXXXX.', { exact: true })).toBeVisible();
  await expect(vertical.getByText(/^Daily quantity must be a whole number/)).toBeVisible();

  const horizontal = section(page, 'Horizontal');
  await horizontal.getByRole('button', { name: 'Submit' }).click();
  for (const message of ['First name is required.', 'Last name is required.', 'Email is required.', 'Choose your city.']) {
    await expect(horizontal.getByText(message, { exact: true })).toBeVisible();
  }
  const inline = section(page, 'Inline');
  await inline.getByRole('button', { name: 'Subscribe' }).click();
  await expect(inline.getByText('Email is required.', { exact: true })).toBeVisible();
  await expect(section(page, 'Field states').getByLabel('Disabled')).toBeDisabled();

  await expectNoAxeViolationsLightAndDark(page, '/uikit/formlayout after submit');
  await context.close();
});

test('a valid vertical form is accepted', async ({ page, request }) => {
  await startSignedIn(page, await approvedChef(request, 'uikit-valid'));
  await page.goto('/uikit/formlayout');
  const vertical = section(page, 'Vertical');
  await vertical.getByLabel('Kitchen name', { exact: true }).fill('Grandma’s kitchen');
  await vertical.getByLabel('Email', { exact: true }).fill('chef@example.com');
  await vertical.getByLabel('Password', { exact: true }).fill('Str0ng#pass');
  await vertical.getByLabel('Phone', { exact: true }).fill('+37061234567');
  await vertical.getByLabel('Postal code', { exact: true }).fill('LT-01100');
  await vertical.getByLabel('Opening time', { exact: true }).fill('09:30');
  await vertical.getByLabel('City', { exact: true }).selectOption('kaunas');
  await vertical.getByLabel('Description', { exact: true }).fill('Home cooking every day.');
  await vertical.getByRole('radio', { name: 'Pickup' }).check();
  await vertical.getByRole('checkbox', { name: 'I accept the terms' }).check();
  await vertical.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('All fields are valid.')).toBeVisible();
});

test('no sideways scroll at 320 px; screenshots on a phone and a desktop after a submit', async ({ browser, request }) => {
  const chef = await approvedChef(request, 'uikit-shots');
  const { context, page } = await openPage(browser, { size: { width: 320, height: 700 }, layout: defaultLayout('light'), chef });
  await page.goto('/uikit/formlayout');
  await expect(page.getByRole('heading', { level: 1, name: 'Form layout' })).toBeVisible();
  await section(page, 'Vertical').getByRole('button', { name: 'Submit' }).click();
  await expectNoHorizontalScroll(page, '/uikit/formlayout at 320 px');
  await context.close();
  for (const size of screenshotSizes) {
    const opened = await openPage(browser, { size: size.viewport, layout: defaultLayout('light'), chef });
    await opened.page.goto('/uikit/formlayout');
    await section(opened.page, 'Vertical').getByRole('button', { name: 'Submit' }).click();
    await section(opened.page, 'Horizontal').getByRole('button', { name: 'Submit' }).click();
    await expect(opened.page.getByText('Choose delivery, pickup or both.')).toBeVisible();
    await opened.page.evaluate(() => window.scrollTo(0, 0));
    await opened.page.screenshot({ path: `tests/e2e/screenshots/uikit-formlayout-${size.name}.png`, fullPage: true, animations: 'disabled' });
    await opened.context.close();
  }
});

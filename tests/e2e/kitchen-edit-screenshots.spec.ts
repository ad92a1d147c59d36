// Edit kitchen on a phone (390 x 844) and a desktop (1280 x 800), light and dark: axe finds nothing
// (the form, a chosen logo, the messages), screenshots for people to look at (tests/e2e/screenshots/,
// git-ignored), every control a thumb taps is 44 px tall on the phone, and nothing scrolls sideways
// at 320 px. The demo chef's seeded kitchen (nothing is saved: a draft stays on the test's device).
// One page per size: each state is checked and shot in light, then in dark (the colour mode
// switched in place).
import { expect, test, type Locator, type Page } from './support/test.ts';
import { defaultLayout, expectNoHorizontalScroll, openPage } from './support/a11y.ts';
import { apiLogin } from './support/api.ts';
import { seededChefs } from './support/env.ts';
import { KitchenEditPage, photo } from './support/kitchen-edit.ts';
import { axeAndSaveLightAndDark, screenshotSizes } from './support/screenshots.ts';

async function openDemoKitchen(page: Page): Promise<KitchenEditPage> {
  const form = new KitchenEditPage(page);
  await form.goto();
  await expect(form.name).not.toHaveValue('');
  await expect(form.openInMaps).toBeVisible();
  return form;
}

for (const size of screenshotSizes) {
  test(`edit kitchen: ${size.name}, light and dark`, async ({ browser, request }) => {
    test.setTimeout(60_000);
    const chef = await apiLogin(request, seededChefs.approved);
    const { context, page } = await openPage(browser, {
      size: size.viewport,
      layout: defaultLayout('light'),
      chef,
    });
    try {
      const suffix = size.name;
      const form = await openDemoKitchen(page);
      await axeAndSaveLightAndDark(page, `edit kitchen, ${suffix}`, `kitchen-edit-${suffix}`);

      await form.logoInput.setInputFiles({
        name: 'photo.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(page, 1600, 1200),
      });
      await expect(form.logoResult).toContainText('New logo, 512 × 384 px');
      await form.logoResult.scrollIntoViewIfNeeded();
      await axeAndSaveLightAndDark(page, `edit kitchen with a new logo, ${suffix}`, `kitchen-edit-logo-${suffix}`);

      // The demo kitchen has a week: its hours show as a summary with a link, not as fields.
      await expect(page.getByTestId('week-summary')).toContainText('Monday: open all day');
      await form.type(form.preparationTime, '181');
      await form.deliveryOption.selectOption('delivery');
      await form.type(form.deliveryCost, '');
      await form.save.click();
      await expect(form.preparationTime).toHaveAccessibleErrorMessage('Preparation time must be a whole number of minutes between 5 and 180.');
      await form.preparationTime.scrollIntoViewIfNeeded();
      await axeAndSaveLightAndDark(page, `edit kitchen with messages, ${suffix}`, `kitchen-edit-errors-${suffix}`);
    } finally {
      await context.close();
    }
  });
}

async function expectThumbSized(target: Locator, name: string): Promise<void> {
  const box = await target.boundingBox();
  expect(box, name).not.toBeNull();
  expect(box?.height ?? 0, `${name} height`).toBeGreaterThanOrEqual(44);
}

test('on a phone every control is 44 px tall, and nothing scrolls sideways at 320 px', async ({ browser, request }) => {
  const chef = await apiLogin(request, seededChefs.approved);
  const { context, page } = await openPage(browser, {
    size: { width: 390, height: 844 },
    layout: defaultLayout('light'),
    chef,
  });
  try {
    const form = await openDemoKitchen(page);
    const controls: [Locator, string][] = [
      [page.getByRole('link', { name: 'Back to the kitchen' }), 'back link'],
      [form.name, 'name'],
      [form.phone, 'phone'],
      [form.city, 'city'],
      [form.postalCode, 'postal code'],
      [page.getByRole('link', { name: 'Change opening hours' }), 'opening hours link'],
      [form.preparationTime, 'preparation time'],
      [form.deliveryOption, 'delivery option'],
      [form.deliveryCost, 'delivery cost'],
      [page.getByRole('button', { name: /logo/i }).first(), 'logo button'],
      [form.useLocation, 'use my location'],
      [form.latitude, 'latitude'],
      [form.openInMaps, 'open in maps'],
      [form.discard, 'discard'],
      [form.save, 'save'],
    ];
    for (const [control, name] of controls) await expectThumbSized(control, name);

    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoHorizontalScroll(page, 'edit kitchen at 320 px');
    await form.logoInput.setInputFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(page, 800, 600),
    });
    await expect(form.logoResult).toContainText('New logo, 512 × 384 px');
    await expectNoHorizontalScroll(page, 'edit kitchen at 320 px with a new logo');
  } finally {
    await context.close();
  }
});

// Create food on a phone (390 x 844) and a desktop (1280 x 800), light and dark: axe finds nothing
// (the form, a chosen photo with its crop choice, the messages), screenshots for people to look at
// (tests/e2e/screenshots/, git-ignored), every control a thumb taps is 44 px tall on the phone, and
// nothing scrolls sideways at 320 px. A fresh approved chef (nothing is saved: a draft stays on the
// test's device). One page per size: each state is checked and shot in light, then in dark (the
// colour mode switched in place).
import { expect, test, type Locator } from './support/test.ts';
import { defaultLayout, expectNoHorizontalScroll, openPage } from './support/a11y.ts';
import { FoodFormPage } from './support/food-form.ts';
import { photo } from './support/kitchen-edit.ts';
import { approvedChef } from './support/notifications.ts';
import { axeAndSaveLightAndDark, screenshotSizes } from './support/screenshots.ts';

for (const size of screenshotSizes) {
  test(`create food: ${size.name}, light and dark`, async ({ browser, request }) => {
    test.setTimeout(60_000);
    const chef = await approvedChef(request, `food-shots-${size.name}`);
    const { context, page } = await openPage(browser, { size: size.viewport, layout: defaultLayout('light'), chef });
    try {
      const suffix = size.name;
      const form = new FoodFormPage(page);
      await form.gotoCreate();
      await axeAndSaveLightAndDark(page, `create food, ${suffix}`, `food-form-${suffix}`);

      await form.type(form.name, 'Cepelinai');
      await form.type(form.price, '8.50');
      await form.addTags('Lithuanian', 'potato');
      await form.choosePhoto(await photo(page, 2400, 1500), 'wide.jpg');
      await expect(form.photoResult).toContainText('New photo, 1600 × 1200 px');
      await expect(page.getByRole('button', { name: 'Middle' })).toHaveAttribute('aria-pressed', 'true');
      await form.photoResult.scrollIntoViewIfNeeded();
      await axeAndSaveLightAndDark(page, `create food with a photo, ${suffix}`, `food-form-photo-${suffix}`);

      await form.type(form.price, '-1');
      await form.type(form.displayOrder, '1000');
      await form.create.click();
      await expect(form.price).toHaveAccessibleErrorMessage('Price cannot be negative.');
      await form.price.scrollIntoViewIfNeeded();
      await axeAndSaveLightAndDark(page, `create food with messages, ${suffix}`, `food-form-errors-${suffix}`);
    } finally {
      await context.close();
    }
  });
}

async function expectThumbSized(target: Locator, name: string): Promise<void> {
  const box = await target.boundingBox();
  expect(box, name).not.toBeNull();
  expect(box?.height ?? 0, `${name} height`).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0, `${name} width`).toBeGreaterThanOrEqual(44);
}

test('on a phone every control is 44 px, and nothing scrolls sideways at 320 px', async ({ browser, request }) => {
  test.setTimeout(60_000);
  const chef = await approvedChef(request, 'food-targets');
  const { context, page } = await openPage(browser, { size: { width: 390, height: 844 }, layout: defaultLayout('light'), chef });
  try {
    const form = new FoodFormPage(page);
    await form.gotoCreate();
    await form.addTags('soup');
    await form.choosePhoto(await photo(page, 1500, 2000), 'tall.jpg');
    await expect(form.photoResult).toContainText('New photo, 1500 × 1125 px');
    const controls: [Locator, string][] = [
      [page.getByRole('link', { name: 'Back to the menu' }), 'back link'],
      [form.name, 'name'],
      [form.price, 'price'],
      [form.tagInput, 'tag input'],
      [form.addTag, 'add tag'],
      [page.getByRole('button', { name: 'Remove tag soup' }), 'remove tag'],
      [form.dailyQuantity, 'daily quantity'],
      [form.displayOrder, 'display order'],
      [page.getByRole('button', { name: 'Take a photo' }), 'take a photo'],
      [page.getByRole('button', { name: 'Choose another photo' }), 'choose a photo'],
      [page.getByRole('button', { name: 'Top' }), 'crop top'],
      [page.getByRole('button', { name: 'Bottom' }), 'crop bottom'],
      [form.discard, 'discard'],
      [form.create, 'create'],
    ];
    for (const [control, name] of controls) await expectThumbSized(control, name);

    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoHorizontalScroll(page, 'create food at 320 px');
  } finally {
    await context.close();
  }
});

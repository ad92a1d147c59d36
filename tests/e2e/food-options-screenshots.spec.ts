// Manage options on a phone (390 x 844) and a desktop (1280 x 800), light and dark: axe finds
// nothing (the groups and options, the open forms with their messages, the delete confirmation),
// screenshots for people to look at (tests/e2e/screenshots/, git-ignored), every control a thumb
// taps is 44 px tall on the phone, and nothing scrolls sideways at 320 px. One page per size: each
// state is checked and shot in light, then in dark (the colour mode switched in place).
import { expect, test, type Locator } from './support/test.ts';
import { defaultLayout, expectNoHorizontalScroll, openPage } from './support/a11y.ts';
import { foodWithOptions, OptionsPage } from './support/food-options.ts';
import { approvedChef } from './support/notifications.ts';
import { axeAndSaveLightAndDark, screenshotSizes } from './support/screenshots.ts';

for (const size of screenshotSizes) {
  test(`manage options: ${size.name}, light and dark`, async ({ browser, request }) => {
    test.setTimeout(60_000);
    const chef = await approvedChef(request, `options-shots-${size.name}`);
    const food = await foodWithOptions(request, chef.token);
    const { context, page } = await openPage(browser, { size: size.viewport, layout: defaultLayout('light'), chef });
    try {
      const suffix = size.name;
      const screen = new OptionsPage(page);
      await screen.goto(food.slug);
      await expect(screen.option('No onion')).toBeVisible();
      await axeAndSaveLightAndDark(page, `manage options, ${suffix}`, `food-options-${suffix}`);

      await screen.addGroup.click();
      await screen.groupField('Maximum selections').fill('3');
      await screen.groupForm.getByRole('button', { name: 'Save' }).click();
      await expect(screen.groupField('Group name')).toHaveAccessibleErrorMessage('Group name is required.');
      await screen.groupForm.scrollIntoViewIfNeeded();
      await axeAndSaveLightAndDark(page, `manage options, a new group with messages, ${suffix}`, `food-options-group-form-${suffix}`);
      await screen.groupForm.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Edit option Bacon bits' }).click();
      await screen.optionField('Additional price (€)').fill('-1');
      await expect(screen.optionField('Additional price (€)')).toHaveAccessibleErrorMessage('Additional price cannot be negative.');
      await axeAndSaveLightAndDark(page, `manage options, an option with a message, ${suffix}`, `food-options-option-form-${suffix}`);
      await screen.optionForm.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Delete group Extras' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete option group?' })).toContainText('"Extras" and its 2 options will be removed from the menu.');
      await axeAndSaveLightAndDark(page, `manage options, delete confirmation, ${suffix}`, `food-options-delete-${suffix}`);
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
  const chef = await approvedChef(request, 'options-phone');
  const food = await foodWithOptions(request, chef.token);
  const { context, page } = await openPage(browser, { size: { width: 390, height: 844 }, layout: defaultLayout('light'), chef });
  try {
    const screen = new OptionsPage(page);
    await screen.goto(food.slug);
    await expect(screen.option('No onion')).toBeVisible();
    const controls: [Locator, string][] = [
      [page.getByRole('link', { name: 'Back to foods' }), 'back link'],
      [page.getByRole('button', { name: 'Move group Sauce down' }), 'move group down'],
      [page.getByRole('button', { name: 'Edit group Sauce' }), 'edit group'],
      [page.getByRole('button', { name: 'Delete group Sauce' }), 'delete group'],
      [page.getByRole('button', { name: 'Move option Sour cream down' }), 'move option down'],
      [page.getByRole('button', { name: 'Edit option Sour cream' }), 'edit option'],
      [page.getByRole('button', { name: 'Delete option Sour cream' }), 'delete option'],
      [screen.group('Sauce').getByRole('button', { name: 'Add option' }), 'add option'],
      [screen.addGroup, 'add group'],
    ];
    for (const [control, name] of controls) await expectThumbSized(control, name);
    await screen.addGroup.click();
    for (const label of ['Group name', 'Selection type', 'Maximum selections']) await expectThumbSized(screen.groupField(label), label);
    await expectThumbSized(screen.groupForm.getByRole('button', { name: 'Save' }), 'save');

    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoHorizontalScroll(page, 'manage options at 320 px with the group form open');
  } finally {
    await context.close();
  }
});

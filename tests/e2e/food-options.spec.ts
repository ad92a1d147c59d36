// Manage options (groups and their options): a required single-choice
// group with two options reaches the server, an option deleted after a confirmation goes from the
// server, a keyboard move reorders, every rule of groups and options shows its message under its
// field as the chef types, and a group and an option added offline survive a reload and reach the
// server once when back online, also for a food made offline that the server has not seen yet. Each test has a fresh approved chef with a food made through the API.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { Toasts } from './pages/toasts.ts';
import { startSignedIn } from './support/browser-state.ts';
import { FoodFormPage, serverMenu } from './support/food-form.ts';
import { createServerFood, OptionsPage, serverGroups } from './support/food-options.ts';
import { approvedChef } from './support/notifications.ts';
import { photo } from './support/kitchen-edit.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

async function openOptions(page: Page, request: APIRequestContext, label: string) {
  const chef = await approvedChef(request, label);
  const food = await createServerFood(request, chef.token);
  await startSignedIn(page, chef);
  const screen = new OptionsPage(page);
  await screen.goto(food.slug);
  await expect(screen.heading).toHaveText('Options of Cepelinai');
  return { chef, food, screen };
}

test('a required single-choice group with two options reaches the server; an option is deleted after a confirmation', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { chef, food, screen } = await openOptions(page, request, 'options-add');
  const toasts = new Toasts(page);

  await screen.addGroupNamed('Sauce', { required: true });
  await expect(toasts.of('success', 'Option group added')).toBeVisible();
  await expect(screen.group('Sauce').getByTestId('group-note')).toHaveText('A required group needs at least one option.');
  await screen.addOptionTo('Sauce', 'Sour cream');
  await screen.addOptionTo('Sauce', 'Bacon bits', { type: 'extra', price: '1,20', max: '2' });
  await expect(toasts.of('success', 'Bacon bits is saved on the server.')).toBeVisible();
  await expect(screen.group('Sauce').getByTestId('group-note')).toBeHidden();
  await expect(screen.group('Sauce')).toContainText('Required');
  await expect(screen.option('Bacon bits')).toContainText('+€1.20');

  await expect
    .poll(() => serverGroups(request, chef.token, food.slug), { timeout: 15_000 })
    .toEqual([
      {
        name: 'Sauce',
        selection_type: 'single',
        max_selections: 1,
        is_required: true,
        options: [
          { name: 'Sour cream', type: 'extra', additional_price: 0, max_quantity: null },
          { name: 'Bacon bits', type: 'extra', additional_price: 1.2, max_quantity: 2 },
        ],
      },
    ]);

  // Reorder by keyboard: focus "Move option Bacon bits up" and press Enter.
  const up = page.getByRole('button', { name: 'Move option Bacon bits up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(screen.group('Sauce').getByTestId('option-item').first()).toContainText('Bacon bits');
  await expect
    .poll(async () => (await serverGroups(request, chef.token, food.slug))[0]?.options.map((option) => option.name), { timeout: 15_000 })
    .toEqual(['Bacon bits', 'Sour cream']);

  await page.getByRole('button', { name: 'Delete option Sour cream' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete option?' });
  await expect(dialog).toContainText('"Sour cream" will be removed from Sauce.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(screen.option('Sour cream')).toBeHidden();
  await expect(toasts.of('success', 'Option deleted')).toBeVisible();
  await expect.poll(async () => (await serverGroups(request, chef.token, food.slug))[0]?.options.map((option) => option.name), { timeout: 15_000 }).toEqual(['Bacon bits']);

  // The last option of a required group stays: the chef is told why.
  await page.getByRole('button', { name: 'Delete option Bacon bits' }).click();
  await expect(toasts.of('warning', /last option of a required group cannot be deleted/)).toBeVisible();
  await expect(screen.option('Bacon bits')).toBeVisible();
});

test('every rule of groups and options shows its message under its field', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { chef, food, screen } = await openOptions(page, request, 'options-rules');

  await screen.addGroup.click();
  const groupName = screen.groupField('Group name');
  const max = screen.groupField('Maximum selections');
  await screen.groupForm.getByRole('button', { name: 'Save' }).click();
  await expect(groupName).toHaveAccessibleErrorMessage('Group name is required.');
  await groupName.fill('Toppings');
  await expect(groupName).not.toHaveAccessibleErrorMessage(/./);
  await max.fill('2');
  await expect(max).toHaveAccessibleErrorMessage('A single-selection group allows exactly 1 selection.');
  await screen.groupField('Selection type').selectOption('multiple');
  await max.fill('');
  await expect(max).toHaveAccessibleErrorMessage('Maximum selections is required.');
  await max.fill('0');
  await expect(max).toHaveAccessibleErrorMessage('Maximum selections must be a whole number, 1 or more.');
  await max.fill('2');
  await expect(max).not.toHaveAccessibleErrorMessage(/./);
  await screen.groupForm.getByRole('button', { name: 'Save' }).click();
  await expect(screen.group('Toppings')).toContainText('up to 2');

  await screen.group('Toppings').getByRole('button', { name: 'Add option' }).click();
  const optionName = screen.optionField('Option name');
  const price = screen.optionField('Additional price (€)');
  const quantity = screen.optionField('Maximum quantity');
  await screen.optionForm.getByRole('button', { name: 'Save' }).click();
  await expect(optionName).toHaveAccessibleErrorMessage('Option name is required.');
  await price.fill('-1');
  await expect(price).toHaveAccessibleErrorMessage('Additional price cannot be negative.');
  await price.fill('1.234');
  await expect(price).toHaveAccessibleErrorMessage('Enter the additional price in euros with at most two decimals, e.g. 0.80.');
  await quantity.fill('0');
  await expect(quantity).toHaveAccessibleErrorMessage('Maximum quantity must be a whole number, 1 or more (leave it empty for 1).');
  await quantity.fill('100');
  await expect(quantity).toHaveAccessibleErrorMessage('Maximum quantity must be a whole number, 1 or more (leave it empty for 1).');
  await optionName.fill('Cheese');
  await price.fill('0.80');
  await quantity.fill('');
  await screen.optionForm.getByRole('button', { name: 'Save' }).click();
  await expect(screen.option('Cheese')).toBeVisible();
  await screen.addOptionTo('Toppings', 'Onion');

  // A maximum above the options the group has.
  await page.getByRole('button', { name: 'Edit group Toppings' }).click();
  await max.fill('3');
  await expect(max).toHaveAccessibleErrorMessage('Maximum selections cannot be more than the group has options.');
  await screen.groupForm.getByRole('button', { name: 'Save' }).click();
  await expect(screen.groupForm, 'a refused maximum is not saved').toBeVisible();
  await screen.groupForm.getByRole('button', { name: 'Cancel' }).click();

  // A required group without options says so.
  await screen.addGroupNamed('Size', { required: true });
  await expect(screen.group('Size').getByTestId('group-note')).toHaveText('A required group needs at least one option.');
  await expect
    .poll(async () => (await serverGroups(request, chef.token, food.slug)).map((group) => [group.name, group.max_selections, group.options.length]), { timeout: 15_000 })
    .toEqual([
      ['Toppings', 2, 2],
      ['Size', 1, 0],
    ]);
});

test('a group and an option added offline survive a reload and reach the server once', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const { chef, food, screen } = await openOptions(page, request, 'options-offline');
  await expectServiceWorkerInControl(page);

  await context.setOffline(true);
  await screen.addGroupNamed('Drink');
  await expect(new Toasts(page).of('info', 'Saved on this device')).toBeVisible();
  await screen.addOptionTo('Drink', 'Kvass', { type: 'choice', price: '2' });

  await page.reload(); // still offline: the service worker serves the app
  await expect(screen.heading).toHaveText('Options of Cepelinai');
  await expect(screen.group('Drink')).toBeVisible();
  await expect(screen.option('Kvass')).toContainText('+€2.00');
  expect(await serverGroups(request, chef.token, food.slug), 'nothing was sent while offline').toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(() => serverGroups(request, chef.token, food.slug), { timeout: 20_000 })
    .toEqual([
      { name: 'Drink', selection_type: 'single', max_selections: 1, is_required: false, options: [{ name: 'Kvass', type: 'choice', additional_price: 2, max_quantity: null }] },
    ]);
  await page.reload();
  await expect(screen.option('Kvass')).toHaveCount(1);
  expect((await serverGroups(request, chef.token, food.slug)).length, 'the group arrived once').toBe(1);
});

test('a food made offline gets its group and option before the server ever saw it; all arrive once, in order', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const chef = await approvedChef(request, 'options-offline-food');
  await startSignedIn(page, chef);
  const form = new FoodFormPage(page);
  await form.gotoCreate();
  await expectServiceWorkerInControl(page);

  await context.setOffline(true);
  await form.type(form.name, 'Kibinai');
  await form.type(form.price, '4.20');
  await form.addTags('pastry');
  await form.choosePhoto(await photo(page, 1200, 900), 'kibinai.jpg');
  await expect(form.photoResult).toContainText('New photo');
  await form.create.click();
  await expect(page).toHaveURL(/\/foods\/manage-options\/[0-9a-f-]{36}$/);
  const screen = new OptionsPage(page);
  await expect(screen.heading).toHaveText('Options of Kibinai');
  await expect(page.getByTestId('not-on-server')).toBeVisible();
  await expect(page.getByTestId('food-photo'), 'the photo waiting in the outbox').toBeVisible();
  await screen.addGroupNamed('Filling', { required: true });
  await screen.addOptionTo('Filling', 'Lamb', { type: 'choice' });

  await page.reload(); // still offline
  await expect(screen.heading).toHaveText('Options of Kibinai');
  await expect(screen.option('Lamb')).toBeVisible();
  expect(await serverMenu(request, chef.token), 'nothing was sent while offline').toHaveLength(0);

  await context.setOffline(false);
  await expect
    .poll(
      async () =>
        (await serverMenu(request, chef.token)).map((food) => food.option_groups.map((group) => [group.name, group.is_required, group.options.map((option) => option.name)])),
      { timeout: 30_000 },
    )
    .toEqual([[['Filling', true, ['Lamb']]]]);
  await expect(page.getByTestId('not-on-server')).toBeHidden();
});

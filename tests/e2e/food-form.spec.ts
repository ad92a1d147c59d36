// Create and edit a food: a photo from the device is cropped, resized and
// compressed on the device, and the server stores the smaller image; an edit reaches the server;
// every food rule of spec section 5 shows its message; the whole create works offline with a
// reload in the middle and arrives once, photo included. Each test has an approved chef of its own.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { Toasts } from './pages/toasts.ts';
import { startSignedIn } from './support/browser-state.ts';
import { FoodFormPage, servedPhoto, serverMenu } from './support/food-form.ts';
import { imageKind, imageSize, photo } from './support/kitchen-edit.ts';
import { approvedChef } from './support/notifications.ts';
import { storedDraft } from './support/onboarding.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/;

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

async function openCreate(page: Page, request: APIRequestContext, label: string) {
  const chef = await approvedChef(request, label);
  await startSignedIn(page, chef);
  const form = new FoodFormPage(page);
  await form.gotoCreate();
  return { chef, form };
}

test('a food made with a photo from the device: the server stores a smaller image, and an edit reaches it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { chef, form } = await openCreate(page, request, 'food-create');
  const original = await photo(page, 2000, 1500);

  await form.type(form.name, 'Cepelinai');
  await form.type(form.price, '8,50');
  await form.type(form.description, 'Potato dumplings with meat.');
  await form.addTags('Lithuanian', 'potato');
  await expect(form.chips).toHaveText([/Lithuanian/, /potato/]);
  await form.type(form.dailyQuantity, '20');
  await expect(form.displayOrder, 'a first food comes first').toHaveValue('1');
  await form.choosePhoto(original, 'dish.jpg');
  await expect(form.photoResult).toContainText('New photo, 1600 × 1200 px');
  await form.create.click();

  await expect(new Toasts(page).of('success', 'Food created')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/foods/manage-options/${UUID.source}$`));
  const menu = await serverMenu(request, chef.token);
  expect(menu).toHaveLength(1);
  const food = menu[0];
  expect(food).toMatchObject({ name: 'Cepelinai', price: 8.5, description: 'Potato dumplings with meat.', tags: ['Lithuanian', 'potato'], daily_quantity: 20, display_order: 1 });
  expect(page.url()).toContain(food?.client_id ?? 'no client id');
  const stored = await servedPhoto(request, food?.image_url ?? '');
  expect(imageKind(stored), 'the server has an image').not.toBeNull();
  expect(stored.length, 'smaller than the original').toBeLessThan(original.length);
  const size = await imageSize(page, stored);
  expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(1600);
  expect(size.width / size.height).toBeCloseTo(4 / 3, 2);

  await page.goto(`/foods/edit/${food?.slug ?? ''}`);
  await expect(form.heading('Edit food')).toBeVisible();
  await expect(form.name).toHaveValue('Cepelinai');
  await expect(form.price).toHaveValue('8.50');
  await form.type(form.name, 'Cepelinai with bacon');
  await form.type(form.price, '9.20');
  await form.type(form.dailyQuantity, '');
  await form.chips.filter({ hasText: 'potato' }).getByRole('button', { name: 'Remove tag potato' }).click();
  await form.save.click();
  await expect(new Toasts(page).of('success', 'Food updated')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/foods$/);
  const [edited] = await serverMenu(request, chef.token);
  expect(edited).toMatchObject({ name: 'Cepelinai with bacon', price: 9.2, tags: ['Lithuanian'], daily_quantity: null, image_url: food?.image_url });
});

test('every food rule shows its message under its field, and nothing is sent', async ({ page, request }) => {
  const { chef, form } = await openCreate(page, request, 'food-rules');

  await form.type(form.displayOrder, '');
  await form.create.click();
  await expect(form.name).toHaveAccessibleErrorMessage('Food name is required.');
  await expect(form.price).toHaveAccessibleErrorMessage('Price is required.');
  await expect(form.tagInput).toHaveAccessibleErrorMessage('Add at least one tag.');
  await expect(form.displayOrder).toHaveAccessibleErrorMessage('Display order is required.');
  await expect(form.photoField).toContainText('The photo is required.');

  await form.type(form.name, 'x'.repeat(101));
  await expect(form.name).toHaveAccessibleErrorMessage('Name may not be longer than 100 characters.');
  await form.type(form.price, '-1');
  await expect(form.price).toHaveAccessibleErrorMessage('Price cannot be negative.');
  await form.type(form.price, '8.505');
  await expect(form.price).toHaveAccessibleErrorMessage('Enter the price in euros with at most two decimals, e.g. 8.50.');
  await form.type(form.description, 'y'.repeat(1001));
  await expect(form.description).toHaveAccessibleErrorMessage('Description may not be longer than 1000 characters.');
  await form.type(form.dailyQuantity, '-1');
  await expect(form.dailyQuantity).toHaveAccessibleErrorMessage('Daily quantity must be a whole number, 0 or more (leave it empty for no limit).');
  await form.type(form.dailyQuantity, '2.5');
  await expect(form.dailyQuantity).toHaveAccessibleErrorMessage('Daily quantity must be a whole number, 0 or more (leave it empty for no limit).');
  await form.type(form.displayOrder, '0');
  await expect(form.displayOrder).toHaveAccessibleErrorMessage('Display order must be a whole number between 1 and 999.');
  await form.type(form.displayOrder, '1000');
  await expect(form.displayOrder).toHaveAccessibleErrorMessage('Display order must be a whole number between 1 and 999.');

  await form.addTags('t'.repeat(31));
  await expect(form.tagInput).toHaveAccessibleErrorMessage('Each tag must be 1 to 30 characters long.');
  await form.chips.first().getByRole('button').click();
  await form.addTags(...Array.from({ length: 11 }, (_, i) => `tag${i + 1}`));
  await expect(form.tagInput).toHaveAccessibleErrorMessage('Add at most 10 tags.');
  await form.tagInput.press('Backspace');
  await expect(form.chips).toHaveCount(10);
  await expect(form.tagInput).not.toHaveAccessibleErrorMessage(/./);

  // The photo is checked on the original file, by its content and size.
  await form.choosePhoto(Buffer.alloc(0), 'empty.jpg');
  await expect(form.photoField).toContainText('The photo file is empty.');
  await form.choosePhoto(Buffer.from('not an image at all'), 'notes.jpg');
  await expect(form.photoField).toContainText('The photo must be a JPG, PNG or WebP image.');
  const tooLarge = Buffer.alloc(5 * 1024 * 1024 + 1);
  tooLarge.set([0xff, 0xd8, 0xff, 0xe0]);
  await form.choosePhoto(tooLarge, 'huge.jpg');
  await expect(form.photoField).toContainText('The photo is larger than 5 MB.');

  expect(await serverMenu(request, chef.token), 'nothing was sent').toHaveLength(0);
});

test('a food made offline, with a reload in the middle, reaches the server once with its photo', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const { chef, form } = await openCreate(page, request, 'food-offline');
  await expectServiceWorkerInControl(page);

  await context.setOffline(true);
  await expect(form.offlineNotice).toBeVisible();
  await form.type(form.name, 'Kibinai');
  await form.type(form.price, '4.20');
  await form.addTags('pastry');
  // The image code loads offline too (the service worker has it).
  await form.choosePhoto(await photo(page, 1500, 2000), 'tall.jpg');
  await expect(form.photoResult).toContainText('New photo, 1500 × 1125 px');
  await page.getByRole('button', { name: 'Bottom' }).click();
  await expect(page.getByRole('button', { name: 'Bottom' })).toHaveAttribute('aria-pressed', 'true');
  await expect(form.photoResult).toContainText('New photo, 1500 × 1125 px');
  await expect
    .poll(async () => JSON.stringify(await storedDraft(page, 'food')), { message: 'the draft is saved on the device' })
    .toMatch(/(?=.*"Kibinai")(?=.*"pastry")(?=.*"blob")/);

  await page.reload(); // still offline: the service worker serves the app
  await expect(form.heading('Create food')).toBeVisible();
  await expect(form.name).toHaveValue('Kibinai');
  await expect(form.price).toHaveValue('4.20');
  await expect(form.chips).toHaveText([/pastry/]);
  await expect(form.photoResult).toContainText('New photo, 1500 × 1125 px');
  await expect(page.getByText('Your unsaved changes from earlier are back.')).toBeVisible();

  await form.create.click();
  await expect(new Toasts(page).of('info', 'Food kept on this device')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/foods/manage-options/${UUID.source}$`));
  await expect.poll(() => storedDraft(page, 'food'), { message: 'the draft is gone once the outbox has it' }).toBeNull();
  await page.reload();
  expect(await serverMenu(request, chef.token), 'nothing was sent while offline').toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(async () => (await serverMenu(request, chef.token)).length, { timeout: 30_000 }).toBe(1);
  const menu = await serverMenu(request, chef.token);
  expect(menu, 'it arrived once').toHaveLength(1);
  expect(menu[0]).toMatchObject({ name: 'Kibinai', price: 4.2, tags: ['pastry'] });
  expect(page.url()).toContain(menu[0]?.client_id ?? 'no client id');
  const stored = await servedPhoto(request, menu[0]?.image_url ?? '');
  expect(imageKind(stored)).not.toBeNull();
  expect(await imageSize(page, stored)).toEqual({ width: 1500, height: 1125 });
});

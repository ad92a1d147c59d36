// A refused new food: the server refuses the create for good (a 422, the network
// answer replaced by the test, as a rule the device does not know would answer); "Not saved" lists
// it once with the server's reason, and "Back to the form" opens the food form with what the chef
// typed and the photo they chose, although the form's draft was cleared when the food was queued.
import { expect, test } from './support/test.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { startSignedIn } from './support/browser-state.ts';
import { FoodFormPage, serverMenu } from './support/food-form.ts';
import { photo } from './support/kitchen-edit.ts';
import { approvedChef } from './support/notifications.ts';

const reason = 'A food with this name is already on your menu.';

test('a refused new food: one "Not saved" with the reason, and Back to the form restores its fields and photo', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const chef = await approvedChef(request, 'refused-create');
  await context.route('**/api/chef/foods', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ success: false, message: reason }) })
      : route.fallback(),
  );
  await startSignedIn(page, chef);
  const form = new FoodFormPage(page);
  await form.gotoCreate();
  await form.type(form.name, 'Kibinai');
  await form.type(form.price, '4,20');
  await form.type(form.description, 'Pastry with lamb.');
  await form.addTags('pastry');
  await form.choosePhoto(await photo(page, 1500, 1125), 'kibinai.jpg');
  await expect(form.photoResult).toContainText('New photo, 1500 × 1125 px');
  await form.create.click();

  const sync = new SyncStatus(page);
  await expect(sync.notSavedButton).toHaveText(/Not saved \(1\)/, { timeout: 20_000 });
  // The chef has moved on; a new food form starts empty (the draft went when the food was queued).
  await form.gotoCreate();
  await expect(form.name).toHaveValue('');
  await page.goto('/foods');
  await sync.openNotSaved();
  const entry = sync.notSavedEntry('Add a food');
  await expect(entry).toContainText(reason);
  await entry.getByRole('button', { name: 'Back to the form' }).click();

  await expect(page).toHaveURL(/\/foods\/store$/);
  await expect(form.name).toHaveValue('Kibinai');
  await expect(form.price).toHaveValue('4.20');
  await expect(form.description).toHaveValue('Pastry with lamb.');
  await expect(form.chips).toHaveText([/pastry/]);
  await expect(form.photoResult).toContainText('1500 × 1125 px');
  expect(await serverMenu(request, chef.token), 'nothing reached the server').toHaveLength(0);
});

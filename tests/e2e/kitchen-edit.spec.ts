// Edit kitchen: every validation message of the contract under its field; a logo
// chosen from the device is resized and compressed on the device, and the server stores the small
// image; the current location fills the coordinates; the draft survives a reload and "Discard
// changes" brings back the kitchen as stored; an edit saved offline survives a reload and reaches
// the server when back online. Each test has an approved chef of its own.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { Toasts } from './pages/toasts.ts';
import { startSignedIn } from './support/browser-state.ts';
import { fillKitchen, fullKitchen, imageKind, imageSize, KitchenEditPage, photo, serverKitchen, servedLogo } from './support/kitchen-edit.ts';
import { chefAt, storedDraft, type Chef } from './support/onboarding.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

async function openEdit(page: Page, request: APIRequestContext, label: string, filled = true): Promise<{ chef: Chef; form: KitchenEditPage }> {
  const chef = await chefAt(request, label, 'approved');
  if (filled) await fillKitchen(request, chef.token);
  await startSignedIn(page, chef);
  const form = new KitchenEditPage(page);
  await form.goto();
  if (filled) await expect(form.name).toHaveValue(fullKitchen.name);
  return { chef, form };
}

test('every rule of the kitchen shows its message under its field', async ({ page, request }) => {
  const { chef, form } = await openEdit(page, request, 'kitchen-rules', false);
  const before = await serverKitchen(request, chef.token);

  // Empty required fields (a new kitchen has no hours, preparation time or location yet).
  await form.type(form.name, '');
  await form.type(form.phone, '');
  await form.city.selectOption('');
  await form.type(form.mainStreet, '');
  await form.type(form.postalCode, '');
  await form.deliveryOption.selectOption('delivery');
  await form.type(form.deliveryCost, '');
  await form.save.click();
  await expect(form.name).toHaveAccessibleErrorMessage('Kitchen name is required.');
  await expect(form.phone).toHaveAccessibleErrorMessage('Phone number is required.');
  await expect(form.city).toHaveAccessibleErrorMessage('Choose your city.');
  await expect(form.mainStreet).toHaveAccessibleErrorMessage('Main street is required.');
  await expect(form.postalCode).toHaveAccessibleErrorMessage('Postal code is required.');
  await expect(form.openingTime).toHaveAccessibleErrorMessage('Opening time is required.');
  await expect(form.closingTime).toHaveAccessibleErrorMessage('Closing time is required.');
  await expect(form.preparationTime).toHaveAccessibleErrorMessage('Preparation time is required.');
  await expect(form.deliveryCost).toHaveAccessibleErrorMessage('Delivery cost is required when you offer delivery.');
  await expect(form.latitude).toHaveAccessibleErrorMessage('Latitude is required: use your current location or type it.');
  await expect(form.longitude).toHaveAccessibleErrorMessage('Longitude is required: use your current location or type it.');

  // Wrong values: each message changes as the chef types (the field was touched).
  await form.type(form.phone, '+3706123');
  await expect(form.phone).toHaveAccessibleErrorMessage('Enter a Lithuanian phone number: +370XXXXXXXX or 8XXXXXXXX.');
  await form.type(form.postalCode, '44280');
  await expect(form.postalCode).toHaveAccessibleErrorMessage('Postal code must be in the format LT-XXXXX.');
  await form.type(form.openingTime, '25:00');
  await expect(form.openingTime).toHaveAccessibleErrorMessage('Use the 24-hour format HH:MM, e.g. 09:30.');
  await form.type(form.openingTime, '10:00');
  await form.type(form.closingTime, '10:00');
  await form.save.click();
  await expect(form.closingTime).toHaveAccessibleErrorMessage('Closing time must differ from opening time (a closing time before the opening time means past midnight).');
  await form.type(form.preparationTime, '4');
  await expect(form.preparationTime).toHaveAccessibleErrorMessage('Preparation time must be a whole number of minutes between 5 and 180.');
  await form.type(form.preparationTime, '181');
  await expect(form.preparationTime).toHaveAccessibleErrorMessage('Preparation time must be a whole number of minutes between 5 and 180.');
  await form.type(form.deliveryCost, '-1');
  await expect(form.deliveryCost).toHaveAccessibleErrorMessage('Delivery cost cannot be negative.');
  await form.type(form.latitude, '91');
  await expect(form.latitude).toHaveAccessibleErrorMessage('Latitude must be between -90 and 90.');
  await form.type(form.longitude, '-181');
  await expect(form.longitude).toHaveAccessibleErrorMessage('Longitude must be between -180 and 180.');
  await expect(form.openInMaps, 'no map link while the coordinates are wrong').toBeHidden();

  // Closing before opening is allowed: past midnight.
  await form.type(form.openingTime, '18:00');
  await form.type(form.closingTime, '02:00');
  await expect(form.closingTime).not.toHaveAccessibleErrorMessage(/./);
  await expect(form.page.getByText('Past midnight: closes at 02:00 the next day.')).toBeVisible();

  // Pickup only: no delivery cost asked for.
  await form.deliveryOption.selectOption('pickup');
  await expect(form.deliveryCost).toBeHidden();

  expect((await serverKitchen(request, chef.token)).updated_at, 'nothing was sent').toBe(before.updated_at);
});

test('a logo from the device is resized and compressed on the device, and the server stores the small image', async ({ page, request }) => {
  test.setTimeout(60_000);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const { chef, form } = await openEdit(page, request, 'kitchen-logo');

  // The original is checked first: too large, or not an image.
  await form.logoInput.setInputFiles({
    name: 'huge.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024)]),
  });
  await expect(form.page.getByText('The logo is larger than 5 MB.')).toBeVisible();
  await form.logoInput.setInputFiles({
    name: 'menu.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not an image at all, just text'),
  });
  await expect(form.page.getByText('The logo must be a JPG, PNG or WebP image.')).toBeVisible();

  const original = await photo(page, 2000, 1500);
  expect(original.length, 'the original is a big photo').toBeGreaterThan(1024 * 1024);
  await form.logoInput.setInputFiles({
    name: 'kitchen-photo.jpg',
    mimeType: 'image/jpeg',
    buffer: original,
  });
  await expect(form.logoResult).toContainText('New logo, 512 × 384 px');
  await expect(form.logoResult).toContainText(`(the original was ${(original.length / (1024 * 1024)).toFixed(1)} MB)`);
  await expect(form.page.getByRole('img', { name: 'New logo, 512 × 384 px' })).toBeVisible();

  expect(refused, "the image work runs within the page's CSP (no blob: workers, no WebAssembly)").toEqual([]);

  await form.type(form.name, 'Ona’s kitchen with a logo');
  await form.save.click();
  await expect(new Toasts(page).of('success', 'Kitchen updated')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL('/kitchen');

  const stored = await serverKitchen(request, chef.token);
  expect(stored.name).toBe('Ona’s kitchen with a logo');
  expect(stored.logo_url, 'the kitchen has a logo').toBeTruthy();
  const logo = await servedLogo(request, stored.logo_url ?? '');
  expect(imageKind(logo.bytes), 'the stored logo is a WebP or JPEG image by its bytes').not.toBeNull();
  expect(logo.type).toBe(imageKind(logo.bytes) === 'webp' ? 'image/webp' : 'image/jpeg');
  expect(logo.bytes.length, 'the stored logo is smaller than the original').toBeLessThan(original.length / 4);
  expect(await imageSize(page, logo.bytes)).toEqual({
    width: 512,
    height: 384,
  });
});

test('"Use my current location" fills the coordinates and links them to a map', async ({ page, context, request }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({
    latitude: 54.687157,
    longitude: 25.279652,
    accuracy: 20,
  });
  const { form } = await openEdit(page, request, 'kitchen-location');

  await form.useLocation.click();
  await expect(form.latitude).toHaveValue('54.687157');
  await expect(form.longitude).toHaveValue('25.279652');
  await expect(page.getByText('Location set from this device (± 20 m).')).toBeVisible();
  await expect(form.openInMaps).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=54.687157&mlon=25.279652#map=17/54.687157/25.279652');
  await expect(form.openInMaps).toHaveAttribute('target', '_blank');
});

test('a denied location says so plainly', async ({ page, context, request }) => {
  await context.clearPermissions();
  const { form } = await openEdit(page, request, 'kitchen-location-denied');
  await form.useLocation.click();
  await expect(page.getByText(/This device did not allow the app to read your location/)).toBeVisible({ timeout: 20_000 });
});

test('the draft survives a reload, and "Discard changes" brings back the kitchen as stored', async ({ page, request }) => {
  const { form } = await openEdit(page, request, 'kitchen-draft');

  // The logo first: what is typed after it must reach the draft by itself.
  await form.logoInput.setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await photo(page, 1200, 900) });
  await expect(form.logoResult).toContainText('New logo, 512 × 384 px');
  await form.type(form.name, 'Typed before the reload');
  await form.type(form.preparationTime, '45');
  await expect
    .poll(async () => JSON.stringify(await storedDraft(page, 'kitchen')), {
      message: 'the draft is saved on the device',
    })
    .toMatch(/(?=.*"Typed before the reload")(?=.*"45")(?=.*"blob")/);

  await page.reload();
  await expect(form.name).toHaveValue('Typed before the reload');
  await expect(form.preparationTime).toHaveValue('45');
  await expect(form.logoResult).toContainText('New logo, 512 × 384 px');
  await expect(page.getByText('Your unsaved changes from earlier are back.')).toBeVisible();

  await form.discard.click();
  await expect(form.name).toHaveValue(fullKitchen.name);
  await expect(form.preparationTime).toHaveValue(fullKitchen.preparation_time);
  await expect(form.logoResult).toBeHidden();
  await expect.poll(() => storedDraft(page, 'kitchen'), { message: 'the draft is gone' }).toBeNull();
  await page.reload();
  await expect(form.name).toHaveValue(fullKitchen.name);
});

test('an edit saved offline is kept through a reload and reaches the server when back online', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const { chef, form } = await openEdit(page, request, 'kitchen-offline');
  await expectServiceWorkerInControl(page);

  await context.setOffline(true);
  await expect(form.offlineNotice).toBeVisible();
  await form.type(form.name, 'Saved while offline');
  // A filled-in kitchen has a week: its hours are changed on the opening hours screen, not here.
  await expect(form.closingTime).toBeHidden();
  await form.type(form.preparationTime, '45');
  // The image code loads offline too (the service worker has it).
  await form.logoInput.setInputFiles({ name: 'offline.jpg', mimeType: 'image/jpeg', buffer: await photo(page, 1000, 1000) });
  await expect(form.logoResult).toContainText('New logo, 512 × 512 px');
  await form.save.click();
  await expect(new Toasts(page).of('info', 'Kitchen changes kept on this device')).toBeVisible();
  await expect(form.logoResult).toContainText('Saved on this device: it is sent with your changes.');
  await expect(form.progress).toContainText('Waiting to send: it is sent when this device is back online.');
  await form.progress.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'kitchen-edit-waiting-desktop-light');

  await page.reload(); // still offline: the service worker serves the app
  await expect(form.heading).toBeVisible();
  await expect(form.name).toHaveValue('Saved while offline');
  await expect(form.preparationTime).toHaveValue('45');
  await expect(form.progress).toContainText('Waiting to send');
  expect((await serverKitchen(request, chef.token)).name, 'nothing was sent while offline').toBe(fullKitchen.name);

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverKitchen(request, chef.token)).name, {
      timeout: 20_000,
    })
    .toBe('Saved while offline');
  await expect(form.progress).toBeHidden();
  const stored = await serverKitchen(request, chef.token);
  expect(stored).toMatchObject({ closing_time: fullKitchen.closing_time, opening_time: fullKitchen.opening_time, preparation_time: 45 });
  const logo = await servedLogo(request, stored.logo_url ?? '');
  expect(imageKind(logo.bytes), 'the logo chosen offline was sent as an image').not.toBeNull();
  expect(await imageSize(page, logo.bytes)).toEqual({ width: 512, height: 512 });
});

// Arranging and checking the Create/Edit food tests: the chef's menu as the server has it, a food's
// photo as served, and the screen itself as a page object.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Food } from '../../../src/contract/index.ts';

const as = (token: string) => ({ Accept: 'application/json', Language: 'en', Authorization: `Bearer ${token}` });

export async function serverMenu(request: APIRequestContext, token: string): Promise<Food[]> {
  const response = await request.get('/api/chef/foods', { headers: as(token) });
  const text = await response.text();
  expect(response.ok(), `GET /api/chef/foods: ${response.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as { result: Food[] }).result;
}

/** The photo file as the server serves it. */
export async function servedPhoto(request: APIRequestContext, url: string): Promise<Buffer> {
  const response = await request.get(url);
  expect(response.ok(), `GET ${url}: ${response.status()}`).toBe(true);
  return response.body();
}

export class FoodFormPage {
  readonly name: Locator;
  readonly price: Locator;
  readonly description: Locator;
  readonly tagInput: Locator;
  readonly addTag: Locator;
  readonly chips: Locator;
  readonly dailyQuantity: Locator;
  readonly displayOrder: Locator;
  readonly photoInput: Locator;
  readonly photoResult: Locator;
  readonly photoField: Locator;
  readonly create: Locator;
  readonly save: Locator;
  readonly discard: Locator;
  readonly progress: Locator;
  readonly offlineNotice: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByLabel('Name', { exact: true });
    this.price = page.getByLabel('Price (€)');
    this.description = page.getByLabel('Description');
    this.tagInput = page.getByRole('textbox', { name: 'Add a tag' });
    this.addTag = page.getByRole('button', { name: 'Add', exact: true });
    this.chips = page.getByTestId('tag-chips').getByRole('listitem');
    this.dailyQuantity = page.getByLabel('Daily quantity');
    this.displayOrder = page.getByLabel('Display order');
    this.photoInput = page.getByTestId('photo-input');
    this.photoResult = page.getByTestId('photo-result');
    this.photoField = page.getByTestId('photo-field');
    this.create = page.getByRole('button', { name: 'Create food' });
    this.save = page.getByRole('button', { name: 'Save changes' });
    this.discard = page.getByRole('button', { name: 'Discard changes' });
    this.progress = page.getByTestId('save-progress');
    this.offlineNotice = page.getByText(/You are offline\. Keep going/);
  }

  heading(title: 'Create food' | 'Edit food'): Locator {
    return this.page.getByRole('heading', { level: 1, name: title });
  }

  async gotoCreate(): Promise<void> {
    await this.page.goto('/foods/store');
    await expect(this.heading('Create food')).toBeVisible();
    await expect(this.name).toBeVisible();
  }

  /** Types into a field, replacing what it held, and leaves it (so it counts as touched). */
  async type(field: Locator, value: string): Promise<void> {
    await field.fill(value);
    await field.blur();
  }

  async addTags(...tags: string[]): Promise<void> {
    for (const tag of tags) {
      await this.tagInput.fill(tag);
      await this.tagInput.press('Enter');
    }
  }

  async choosePhoto(buffer: Buffer, name = 'dish.jpg', mimeType = 'image/jpeg'): Promise<void> {
    await this.photoInput.setInputFiles({ name, mimeType, buffer });
  }
}

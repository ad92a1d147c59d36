// The foods list's e2e helpers: foods made through the API (multipart with a small PNG, as the app
// sends them), the menu as the server has it, and the list's controls by their names.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Food } from '../../../src/contract/index.ts';
import { pngImage } from './documents.ts';

const as = (token: string) => ({ Accept: 'application/json', Language: 'en', Authorization: `Bearer ${token}` });

export type NewFood = { name: string; tags: string[]; order: number; description?: string; dailyQuantity?: number };

export async function addServerFood(request: APIRequestContext, token: string, food: NewFood): Promise<Food> {
  const photo = pngImage('dish.png');
  const form = new FormData();
  form.append('name', food.name);
  form.append('price', '8.50');
  form.append('description', food.description ?? '');
  for (const tag of food.tags) form.append('tags[]', tag);
  form.append('daily_quantity', food.dailyQuantity === undefined ? '' : String(food.dailyQuantity));
  form.append('display_order', String(food.order));
  form.append('image', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  const response = await request.post('/api/chef/foods', { headers: { ...as(token), 'Idempotency-Key': randomUUID() }, multipart: form });
  const text = await response.text();
  expect(response.ok(), `POST /api/chef/foods: ${response.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as { result: Food }).result;
}

export async function serverMenu(request: APIRequestContext, token: string): Promise<Food[]> {
  const response = await request.get('/api/chef/foods', { headers: as(token) });
  expect(response.ok(), `GET /api/chef/foods: ${response.status()}`).toBe(true);
  return ((await response.json()) as { result: Food[] }).result;
}

export const serverFoodStatus = async (request: APIRequestContext, token: string, slug: string): Promise<number> =>
  (await request.get(`/api/chef/foods/${slug}`, { headers: as(token) })).status();

export class FoodsListPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly rows: Locator;
  readonly announcement: Locator;
  readonly deleteDialog: Locator;
  readonly quantityDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Foods' });
    this.search = page.getByRole('searchbox', { name: 'Search the menu' });
    this.rows = page.getByTestId('food-row');
    this.announcement = page.getByTestId('menu-announcement');
    this.deleteDialog = page.getByRole('alertdialog');
    this.quantityDialog = page.getByRole('dialog');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/foods${query}`);
    await expect(this.heading).toBeVisible();
  }

  row(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  available(name: string): Locator {
    return this.page.getByRole('checkbox', { name: `${name}: Available`, exact: true });
  }

  tag(name: string): Locator {
    return this.page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name, exact: true });
  }

  /** The names of the foods shown, top to bottom. */
  names(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
  }
}

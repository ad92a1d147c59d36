// The options screen's e2e helpers: a food made through the API (multipart with a small PNG, as the
// app sends it), the food as the server stores it, and the screen's controls by their names.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Food } from '../../../src/contract/index.ts';
import { pngImage } from './documents.ts';

const as = (token: string) => ({ Accept: 'application/json', Language: 'en', Authorization: `Bearer ${token}` });

export async function createServerFood(request: APIRequestContext, token: string, name = 'Cepelinai'): Promise<Food> {
  const photo = pngImage('dish.png');
  const response = await request.post('/api/chef/foods', {
    headers: { ...as(token), 'Idempotency-Key': randomUUID() },
    multipart: { name, price: '8.50', description: 'Potato dumplings.', 'tags[]': 'Lithuanian', display_order: '1', image: photo },
  });
  const text = await response.text();
  expect(response.ok(), `POST /api/chef/foods: ${response.status()} ${text}`).toBe(true);
  return (JSON.parse(text) as { result: Food }).result;
}

export async function serverFood(request: APIRequestContext, token: string, slug: string): Promise<Food> {
  const response = await request.get(`/api/chef/foods/${slug}`, { headers: as(token) });
  expect(response.ok(), `GET /api/chef/foods/${slug}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { result: Food }).result;
}

/** The groups and options as the server has them: names and the fields the chef set. */
export const serverGroups = async (request: APIRequestContext, token: string, slug: string) =>
  (await serverFood(request, token, slug)).option_groups.map((group) => ({
    name: group.name,
    selection_type: group.selection_type,
    max_selections: group.max_selections,
    is_required: group.is_required,
    options: group.options.map((option) => ({ name: option.name, type: option.type, additional_price: option.additional_price, max_quantity: option.max_quantity })),
  }));

export class OptionsPage {
  readonly heading: Locator;
  readonly addGroup: Locator;
  readonly groupForm: Locator;
  readonly optionForm: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.addGroup = page.getByRole('button', { name: 'Add option group' });
    this.groupForm = page.getByTestId('group-form');
    this.optionForm = page.getByTestId('option-form');
  }

  async goto(ref: string): Promise<void> {
    await this.page.goto(`/foods/manage-options/${ref}`);
    await expect(this.heading).toContainText('Options of');
  }

  group(name: string): Locator {
    return this.page.getByTestId('option-group').filter({ has: this.page.getByRole('heading', { level: 3, name, exact: true }) });
  }

  option(name: string): Locator {
    return this.page.getByTestId('option-item').filter({ hasText: name });
  }

  groupField(label: string): Locator {
    return this.groupForm.getByLabel(label, { exact: true });
  }

  optionField(label: string): Locator {
    return this.optionForm.getByLabel(label, { exact: true });
  }

  async addGroupNamed(name: string, fields: { selection?: 'single' | 'multiple'; max?: string; required?: boolean } = {}): Promise<void> {
    await this.addGroup.click();
    await this.groupField('Group name').fill(name);
    if (fields.selection) await this.groupField('Selection type').selectOption(fields.selection);
    if (fields.max !== undefined) await this.groupField('Maximum selections').fill(fields.max);
    if (fields.required) await this.groupForm.getByText('Customers must choose from this group').click();
    await this.groupForm.getByRole('button', { name: 'Save' }).click();
    await expect(this.group(name)).toBeVisible();
  }

  async addOptionTo(group: string, name: string, fields: { type?: 'extra' | 'choice' | 'removal'; price?: string; max?: string } = {}): Promise<void> {
    await this.group(group).getByRole('button', { name: 'Add option' }).click();
    await this.optionField('Option name').fill(name);
    if (fields.type) await this.optionField('Type').selectOption(fields.type);
    if (fields.price !== undefined) await this.optionField('Additional price (€)').fill(fields.price);
    if (fields.max !== undefined) await this.optionField('Maximum quantity').fill(fields.max);
    await this.optionForm.getByRole('button', { name: 'Save' }).click();
    await expect(this.option(name)).toBeVisible();
  }
}

/** A food with two groups (one required, one multiple) and their options, through the API. */
export async function foodWithOptions(request: APIRequestContext, token: string): Promise<Food> {
  const food = await createServerFood(request, token);
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`/api/chef${path}`, { headers: { ...as(token), 'Idempotency-Key': randomUUID() }, data });
    expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return ((await response.json()) as { result: T }).result;
  };
  const sauce = await post<{ id: number }>(`/foods/${food.slug}/option-groups`, { name: 'Sauce', selection_type: 'single', max_selections: 1, is_required: true });
  await post(`/option-groups/${sauce.id}/options`, { name: 'Sour cream', type: 'choice', additional_price: 0 });
  await post(`/option-groups/${sauce.id}/options`, { name: 'Mushroom sauce', type: 'choice', additional_price: 1.5 });
  const extras = await post<{ id: number }>(`/foods/${food.slug}/option-groups`, { name: 'Extras', selection_type: 'multiple', max_selections: 2, is_required: false });
  await post(`/option-groups/${extras.id}/options`, { name: 'Bacon bits', type: 'extra', additional_price: 1.2, max_quantity: 3 });
  await post(`/option-groups/${extras.id}/options`, { name: 'No onion', type: 'removal', additional_price: 0 });
  return food;
}

// Test helpers for the menu: a valid food as a form sends it, a photo, and the chef's menu calls
// (foods, option groups, options) with their answers parsed by the contract's schemas.
import fs from 'node:fs';
import * as v from 'valibot';
import { foodListSchema, foodSchema, optionGroupSchema, optionSchema, type Food } from '../../src/contract/index.ts';
import { demoLogoFile } from '../db/seed-kitchen.ts';
import { call, postForm, type CallResult, type Harness } from './harness.ts';

/** A real PNG (the demo logo): a valid photo. */
export const pngPhoto = (): Uint8Array => new Uint8Array(fs.readFileSync(demoLogoFile));

/** Every field of a valid food, as a form sends them (text); tags as `tags[]`. */
export const validFood = (overrides: Record<string, string | string[]> = {}): Record<string, string | string[]> => ({
  name: 'Kepta duona',
  price: '4,50',
  description: 'Fried rye bread with garlic.',
  'tags[]': ['Snack', 'Beer'],
  daily_quantity: '',
  display_order: '5',
  ...overrides,
});

export function foodForm(fields: Record<string, string | string[]>, image?: { bytes: Uint8Array; name?: string; type?: string } | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  const photo = image === undefined ? { bytes: pngPhoto() } : image;
  if (photo) form.append('image', new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/png' }), photo.name ?? 'photo.png');
  return form;
}

export const parseFood = (answer: CallResult): Food => v.parse(foodSchema, answer.json.result);

export function foodCalls(h: Harness, token: string) {
  const url = h.server.url;
  const json = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => call(url, method, `/api/chef${path}`, { token, body, headers });
  return {
    list: async (): Promise<Food[]> => v.parse(foodListSchema, (await json('GET', '/foods')).json.result),
    get: (slug: string) => json('GET', `/foods/${slug}`),
    create: (form: FormData, headers: Record<string, string> = {}) => postForm(url, '/api/chef/foods', form, { token, headers }),
    update: (slug: string, form: FormData, headers: Record<string, string> = {}) => postForm(url, `/api/chef/foods/${slug}`, form, { token, headers }),
    remove: (slug: string, headers: Record<string, string> = {}) => json('DELETE', `/foods/${slug}`, undefined, headers),
    quantity: (slug: string, dailyQuantity: unknown, headers: Record<string, string> = {}) => json('POST', `/foods/${slug}/quantity`, { daily_quantity: dailyQuantity }, headers),
    availability: (slug: string, available: unknown) => json('POST', `/foods/${slug}/availability`, { available }),
    reorder: (slugs: unknown) => json('POST', '/foods/reorder', { slugs }),
    addGroup: (slug: string, body: unknown, headers: Record<string, string> = {}) => json('POST', `/foods/${slug}/option-groups`, body, headers),
    reorderGroups: (slug: string, ids: unknown) => json('POST', `/foods/${slug}/option-groups/reorder`, { ids }),
    editGroup: (id: number | string, body: unknown) => json('PUT', `/option-groups/${id}`, body),
    removeGroup: (id: number | string) => json('DELETE', `/option-groups/${id}`),
    addOption: (groupId: number | string, body: unknown, headers: Record<string, string> = {}) => json('POST', `/option-groups/${groupId}/options`, body, headers),
    reorderOptions: (groupId: number | string, ids: unknown) => json('POST', `/option-groups/${groupId}/options/reorder`, { ids }),
    editOption: (id: number | string, body: unknown) => json('PUT', `/options/${id}`, body),
    removeOption: (id: number | string) => json('DELETE', `/options/${id}`),
  };
}

export const parseGroup = (answer: CallResult) => v.parse(optionGroupSchema, answer.json.result);
export const parseOption = (answer: CallResult) => v.parse(optionSchema, answer.json.result);
/** Each wrong field's first message (what the form shows under it). */
export const firstMessages = (errors: Record<string, string[]> | undefined): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(errors ?? {}).map(([field, list]) => [field, list[0]]));

// Test helpers for the kitchen: a valid edit, and the chef's kitchen calls (read, edit as multipart
// or JSON, open/close, pause, resume, analytics) parsed with the contract's schemas.
import * as v from 'valibot';
import { kitchenAnalyticsSchema, kitchenSchema, type Kitchen, type KitchenAnalytics } from '../../src/contract/index.ts';
import { call, postForm, type CallResult, type Harness } from './harness.ts';

/** Every field of a valid edit, as a form sends them (text). */
export const validKitchenEdit: Record<string, string> = {
  name: 'Greta’s Žemaitija kitchen',
  phone: '+37061234567',
  description: 'Kibinai on Fridays.',
  city_id: '1',
  postal_code: 'LT-01103',
  main_street: 'Pilies g. 5',
  building_details: '',
  opening_time: '09:00',
  closing_time: '01:30',
  preparation_time: '25',
  delivery_option: 'both',
  delivery_cost: '3,40',
  latitude: '54.6872',
  longitude: '25.2797',
};

export const kitchenForm = (fields: Record<string, string>, logo?: { bytes: Uint8Array; name: string; type?: string }): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (logo) form.append('logo', new Blob([new Uint8Array(logo.bytes)], { type: logo.type ?? 'application/octet-stream' }), logo.name);
  return form;
};

export const parseKitchen = (answer: CallResult): Kitchen => v.parse(kitchenSchema, answer.json.result);

export function kitchenCalls(h: Harness, token: string) {
  const url = h.server.url;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => call(url, 'POST', `/api/chef/kitchen${path}`, { token, body, headers });
  return {
    get: () => call(url, 'GET', '/api/chef/kitchen', { token }),
    kitchen: async (): Promise<Kitchen> => parseKitchen(await call(url, 'GET', '/api/chef/kitchen', { token })),
    edit: (form: FormData, headers: Record<string, string> = {}) => postForm(url, '/api/chef/kitchen', form, { token, headers }),
    editJson: (body: unknown, headers: Record<string, string> = {}) => post('', body, headers),
    toggle: (isOpen: boolean, headers: Record<string, string> = {}) => post('/toggle', { is_open: isOpen }, headers),
    pause: (pauseFor: string, headers: Record<string, string> = {}) => post('/pause', { pause_for: pauseFor }, headers),
    resume: (headers: Record<string, string> = {}) => post('/resume', {}, headers),
    analytics: async (): Promise<KitchenAnalytics> => v.parse(kitchenAnalyticsSchema, (await call(url, 'GET', '/api/chef/kitchen/analytics', { token })).json.result),
    notifications: async () => (await call(url, 'GET', '/api/chef/notifications', { token })).json.result as { type: string; data: { title: string; body: string; action_url: string | null } }[],
  };
}

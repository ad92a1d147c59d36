// Arranging and checking the order tests: the customer's side through the admin endpoints (place
// an order, cancel it, answer a pickup request) or the admin command (`npm run admin --
// place-order ...`), and the order as the server stores it (GET /api/chef/orders/{id} with the
// chef's token). Every test places orders for a chef of its own, so parallel workers never share.
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './env.ts';
import { adminCommand } from './notifications.ts';

const json = { Accept: 'application/json', Language: 'en' };
const admin = { ...json, Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

export type TimelineEntry = { status: string; at: string; note: string | null };

/** The fields of an order the tests look at (the wire format of src/contract/order.ts). */
export type ServerOrder = {
  id: number;
  number: string;
  status: string;
  type: 'delivery' | 'pickup';
  customer: { name: string; phone: string | null };
  total: number;
  items: { name: string; quantity: number }[];
  preparation_time: number | null;
  delivery_change: { reason: string; notes: string | null; status: string } | null;
  timeline: TimelineEntry[];
  created_at: string;
  refund: { amount: number; to: 'wallet'; at: string } | null;
};

type Answer = { result: { order: ServerOrder } };

/** POST /admin/orders: a customer places a random order for the chef (a delivery unless pickup). */
export async function placeOrder(request: APIRequestContext, email: string, options: { pickup?: boolean } = {}): Promise<ServerOrder> {
  const response = await request.post('/admin/orders', { headers: admin, data: { email, pickup: options.pickup ?? false } });
  expect(response.status(), `admin place-order ${email}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as Answer).result.order;
}

/** `npm run admin -- place-order EMAIL`, as a developer types it; answers the id and number it prints. */
export async function placeOrderByCommand(baseURL: string, email: string): Promise<{ id: number; number: string }> {
  const output = await adminCommand(baseURL, ['place-order', email]);
  const printed = /id (\d+)\s+number (\S+)/.exec(output);
  if (!printed?.[1] || !printed[2]) throw new Error(`place-order printed no id and number: ${output}`);
  return { id: Number(printed[1]), number: printed[2] };
}

/** POST /admin/orders/{id}/cancel: the customer cancels (works while the browser is offline). */
export async function cancelOrder(request: APIRequestContext, id: number): Promise<ServerOrder> {
  const response = await request.post(`/admin/orders/${id}/cancel`, { headers: admin, data: {} });
  expect(response.ok(), `admin cancel-order ${id}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as Answer).result.order;
}

/** POST /admin/orders/{id}/answer-pickup: the customer answers the chef's pickup request. */
export async function answerPickup(request: APIRequestContext, id: number, answer: 'accept' | 'decline'): Promise<ServerOrder> {
  const response = await request.post(`/admin/orders/${id}/answer-pickup`, { headers: admin, data: { answer } });
  expect(response.ok(), `admin answer-pickup ${id} ${answer}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as Answer).result.order;
}

/** GET /api/chef/orders/{id} with the chef's token: the order as the server has it now. */
export async function serverOrder(request: APIRequestContext, token: string, id: number): Promise<ServerOrder> {
  const response = await request.get(`/api/chef/orders/${id}`, { headers: { ...json, Authorization: `Bearer ${token}` } });
  expect(response.status(), `GET /api/chef/orders/${id}`).toBe(200);
  return ((await response.json()) as { result: ServerOrder }).result;
}

/** An amount as the app shows it (en-IE euros, e.g. "€12.50"). */
export function euros(amount: number): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(amount);
}

export type ChefAction = { action: 'accept'; preparationTime: number; notes?: string } | { action: 'ready' } | { action: 'complete' } | { action: 'refuse'; reason: string; notes?: string };

/** The chef's action straight through the API (arranging history, never the step under test). */
export async function chefActs(request: APIRequestContext, token: string, id: number, step: ChefAction): Promise<ServerOrder> {
  const data =
    step.action === 'accept' ? { preparation_time: step.preparationTime, notes: step.notes ?? '' } : step.action === 'refuse' ? { reason: step.reason, notes: step.notes ?? '' } : {};
  const response = await request.post(`/api/chef/orders/${id}/${step.action}`, { headers: { ...json, Authorization: `Bearer ${token}` }, data });
  expect(response.status(), `POST /api/chef/orders/${id}/${step.action}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { result: ServerOrder }).result;
}

/** A finished order in the chef's history: placed, then accepted, ready and completed. */
export async function completedOrder(request: APIRequestContext, chef: { token: string; user: { email: string } }): Promise<ServerOrder> {
  const order = await placeOrder(request, chef.user.email);
  await chefActs(request, chef.token, order.id, { action: 'accept', preparationTime: 15 });
  await chefActs(request, chef.token, order.id, { action: 'ready' });
  return chefActs(request, chef.token, order.id, { action: 'complete' });
}

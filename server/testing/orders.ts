// Test helpers for orders: place an order through the customer side and drive it to any status
// through the chef's API, so each test starts from the state it needs.
import * as v from 'valibot';
import { orderSchema, type Order, type OrderStatus } from '../../src/contract/index.ts';
import { cancelOrder, placeOrder } from '../orders/customer.ts';
import type { Harness } from './harness.ts';
import { call } from './harness.ts';

export type StartState = OrderStatus | 'pending_pickup';

export interface OrderDriver {
  token: string;
  chefId: number;
  act(id: number, action: string, body?: unknown, headers?: Record<string, string>): ReturnType<typeof call>;
  get(id: number): Promise<Order>;
  /** A new order of this chef in the given state (pending_pickup = a pending pickup order). */
  orderIn(state: StartState): Promise<Order>;
}

export const parseOrder = (value: unknown): Order => v.parse(orderSchema, value);

const acceptBody = { preparation_time: 20, notes: '' };
const pickupBody = { reason: 'no_courier', notes: '' };

export function orderDriver(h: Harness, chef: { token: string; id: number }): OrderDriver {
  const url = h.server.url;
  const deps = { db: h.server.db, broadcastToChef: h.server.broadcastToChef, nowIso: () => new Date(h.server.config.now()).toISOString() };
  const act: OrderDriver['act'] = (id, action, body = {}, headers = {}) =>
    call(url, 'POST', `/api/chef/orders/${id}/${action}`, { token: chef.token, body, headers });
  const expectOk = async (id: number, action: string, body?: unknown) => {
    const answer = await act(id, action, body);
    if (answer.status !== 200) throw new Error(`${action} on ${id}: ${answer.status} ${answer.json.message}`);
  };
  const get = async (id: number) => parseOrder((await call(url, 'GET', `/api/chef/orders/${id}`, { token: chef.token })).json.result);

  async function orderIn(state: StartState): Promise<Order> {
    const pickup = state === 'pending_pickup' || state === 'ready_for_pickup';
    const { order } = placeOrder(deps, chef.id, { pickup });
    const id = order.id;
    switch (state) {
      case 'pending':
      case 'pending_pickup':
        break;
      case 'delivery_change_requested':
        await expectOk(id, 'request-pickup', pickupBody);
        break;
      case 'accepted':
        await expectOk(id, 'accept', acceptBody);
        break;
      case 'ready_for_pickup':
      case 'ready_for_delivery':
        await expectOk(id, 'accept', acceptBody);
        await expectOk(id, 'ready');
        break;
      case 'completed':
        await expectOk(id, 'accept', acceptBody);
        await expectOk(id, 'ready');
        await expectOk(id, 'complete');
        break;
      case 'refused_by_chef':
        await expectOk(id, 'refuse', { reason: 'too_busy', notes: '' });
        break;
      case 'refused_by_user':
        cancelOrder(deps, id);
        break;
    }
    return get(id);
  }

  return { token: chef.token, chefId: chef.id, act, get, orderIn };
}

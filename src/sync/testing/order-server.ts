// Test double of the server's orders, for the sync tests: the chef's actions change its orders by
// the contract's own rules (what the reference server does), and a read takes its copy when the
// request arrives but can be held on its way back, so a test can send an action meanwhile (the
// race of a details fetch with the outbox).
import * as v from 'valibot';
import type { ApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import { activeOrderStatuses, applyChefAction, type ChefAction, type ChefActionInput, type Order } from '@/contract';
import type { Transport } from '../engine/outbox';

export const serverOrder = (id: number, changes: Partial<Order> = {}): Order => ({
  id,
  number: String(1000 + id),
  status: 'pending',
  type: 'delivery',
  customer: { name: 'Rūta', phone: null },
  items: [],
  customer_notes: null,
  chef_notes: null,
  delivery_address: 'Gedimino pr. 1',
  subtotal: 10,
  delivery_fee: 2,
  total: 12,
  preparation_time: null,
  estimated_ready_at: null,
  refuse_reason: null,
  delivery_change: null,
  timeline: [],
  refund: null,
  tickets: [],
  created_at: '2026-11-21T11:00:00.000Z',
  updated_at: '2026-11-21T11:00:00.000Z',
  ...changes,
});

export function createOrderServer(orders: Order[]) {
  const stored = new Map(orders.map((order) => [order.id, order]));
  const reads: string[] = [];
  let holdNextRead: (() => Promise<void>) | null = null;

  /** What GET `path` answers now (the copy the server takes when the request arrives). */
  function read(path: string): unknown {
    const one = /^chef\/orders\/(\d+)$/.exec(path);
    if (one) {
      const order = stored.get(Number(one[1]));
      if (!order) throw new ApiError({ kind: 'http', status: 404, serverMessage: 'Order not found.' });
      return order;
    }
    if (path === 'chef/orders/active') return [...stored.values()].filter((order) => (activeOrderStatuses as readonly string[]).includes(order.status));
    if (path === 'chef/orders/history') {
      const data = [...stored.values()];
      return { data, meta: { current_page: 1, last_page: 1, total: data.length } };
    }
    throw new ApiError({ kind: 'http', status: 404, serverMessage: `No route ${path}` });
  }

  const api: ApiClient = {
    request: async (method, path, options) => {
      if (method !== 'GET') throw new Error(`Only reads go through the API double (${method} ${path})`);
      reads.push(path);
      const copy = structuredClone(read(path));
      const hold = holdNextRead;
      holdNextRead = null;
      await hold?.(); // the answer is still on its way while this runs
      return v.parse(options.schema, copy);
    },
  };

  /** The outbox's transport: applies the action as the server does and answers the order. */
  const send: Transport = async (request, { actionAt }) => {
    const match = /^chef\/orders\/(\d+)\/([a-z-]+)$/.exec(request.path);
    const order = match ? stored.get(Number(match[1])) : undefined;
    if (!match || !order) throw new ApiError({ kind: 'http', status: 404, serverMessage: 'Order not found.' });
    const input = { action: match[2] as ChefAction, ...(request.json as object | undefined) } as ChefActionInput;
    const changed = applyChefAction(order, input, actionAt);
    stored.set(order.id, changed);
    return structuredClone(changed);
  };

  return {
    api,
    send,
    reads,
    order: (id: number) => stored.get(id),
    /** Change an order on the server (the customer did something). */
    put: (order: Order) => stored.set(order.id, order),
    remove: (id: number) => stored.delete(id),
    /** The next read takes its copy, then waits for `meanwhile` before it answers. */
    holdNextRead: (meanwhile: () => Promise<void>) => {
      holdNextRead = meanwhile;
    },
  };
}

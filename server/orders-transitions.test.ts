// The order state machine (design/api.md, "Order states"): every chef action from every status,
// allowed ones change the order, the others answer 409 with the order as it stands, unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../src/contract/index.ts';
import { answerPickup, cancelOrder } from './orders/customer.ts';
import { login, startServer, type Harness, setChefStatus } from './testing/harness.ts';
import { orderDriver, parseOrder, type OrderDriver, type StartState } from './testing/orders.ts';

let h: Harness;
let chef: OrderDriver;
beforeAll(async () => {
  h = await startServer();
  setChefStatus(h.server, 'new@chef.test', 'approved'); // orders are for approved chefs
  chef = orderDriver(h, await login(h.server.url, 'new@chef.test'));
});
afterAll(() => h.dispose());

const bodies: Record<string, unknown> = {
  accept: { preparation_time: 25, notes: 'Extra crispy spirgai' },
  refuse: { reason: 'out_of_ingredients', notes: '' },
  'request-pickup': { reason: 'address_too_far', notes: '' },
  ready: {},
  complete: {},
};

const states: StartState[] = [
  'pending',
  'pending_pickup',
  'delivery_change_requested',
  'accepted',
  'ready_for_pickup',
  'ready_for_delivery',
  'completed',
  'refused_by_chef',
  'refused_by_user',
];

/** The status each action leads to from each state where it is allowed; missing = 409. */
const allowed: Record<string, Partial<Record<StartState, OrderStatus>>> = {
  accept: { pending: 'accepted', pending_pickup: 'accepted' },
  refuse: { pending: 'refused_by_chef', pending_pickup: 'refused_by_chef' },
  'request-pickup': { pending: 'delivery_change_requested' },
  ready: { accepted: 'ready_for_delivery' },
  complete: { ready_for_pickup: 'completed', ready_for_delivery: 'completed' },
};

const conflictMessages: Partial<Record<StartState, string>> = {
  refused_by_user: 'This order was cancelled by the customer.',
  refused_by_chef: 'This order was already refused.',
  completed: 'This order is already completed.',
  delivery_change_requested: 'This order is waiting for the customer to answer the pickup request.',
};

const cases = Object.keys(allowed).flatMap((action) => states.map((state) => ({ action, state, to: allowed[action]?.[state] })));

describe('chef actions from every status', () => {
  it.each(cases)('$action from $state -> $to', async ({ action, state, to }) => {
    const before = await chef.orderIn(state);
    const answer = await chef.act(before.id, action, bodies[action]);
    if (to) {
      expect(answer.status).toBe(200);
      const after = parseOrder(answer.json.result);
      expect(after.status).toBe(to);
      expect(after.timeline.at(-1)).toMatchObject({ status: to });
      expect(after.timeline).toHaveLength(before.timeline.length + 1);
      expect(await chef.get(before.id)).toEqual(after);
    } else {
      expect(answer.status).toBe(409);
      expect(answer.json.success).toBe(false);
      expect(parseOrder(answer.json.result)).toEqual(before);
      expect(await chef.get(before.id)).toEqual(before);
      const expected = conflictMessages[state];
      if (expected) expect(answer.json.message).toBe(expected);
      else expect(answer.json.message).toMatch(/^This order /);
    }
  });

  it('ready makes a pickup order ready_for_pickup', async () => {
    const order = await chef.orderIn('pending_pickup');
    await chef.act(order.id, 'accept', bodies.accept);
    expect(parseOrder((await chef.act(order.id, 'ready')).json.result).status).toBe('ready_for_pickup');
  });

  it('refuses request-pickup for a pickup order and accept twice with clear messages', async () => {
    const pickup = await chef.orderIn('pending_pickup');
    const asked = await chef.act(pickup.id, 'request-pickup', bodies['request-pickup']);
    expect(asked.status).toBe(409);
    expect(asked.json.message).toBe('This order is already a pickup order.');
    const accepted = await chef.orderIn('accepted');
    const again = await chef.act(accepted.id, 'accept', bodies.accept);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This order is already accepted.');
  });
});

describe('customer actions from every status', () => {
  const deps = () => ({ db: h.server.db, broadcastToChef: h.server.broadcastToChef, nowIso: () => new Date().toISOString() });
  const cancellable: StartState[] = ['pending', 'pending_pickup', 'delivery_change_requested', 'accepted'];

  it.each(states)('cancel from %s', async (state) => {
    const order = await chef.orderIn(state);
    if (cancellable.includes(state)) {
      expect(cancelOrder(deps(), order.id).order.status).toBe('refused_by_user');
    } else {
      expect(() => cancelOrder(deps(), order.id)).toThrow(/This order/);
      expect(await chef.get(order.id)).toEqual(order);
    }
  });

  it.each(states)('answer-pickup from %s', async (state) => {
    const order = await chef.orderIn(state);
    if (state === 'delivery_change_requested') {
      const { order: after } = answerPickup(deps(), order.id, false);
      expect(after).toMatchObject({ status: 'pending', type: 'delivery', delivery_change: { status: 'declined' } });
    } else {
      expect(() => answerPickup(deps(), order.id, true)).toThrow('This order has no pickup request waiting for an answer.');
      expect(await chef.get(order.id)).toEqual(order);
    }
  });
});

// A model of the chef API for the simulation (not the reference server: small, synchronous, under
// the simulation's clock): the active orders and the kitchen, the order actions accept and refuse,
// the kitchen's open/close/pause/resume and its edit with a logo (multipart). Like the real
// backend's idempotency middleware it stores a key's answer only once the request is finished, so
// two requests with one key at the same time are both applied (what the simulation must never let
// happen). It counts applications per Idempotency-Key and reads each action's tap time from
// X-Action-Age on its own clock.
import { applyChefAction, chefActionRefusal, type ChefAction, type ChefActionInput, type Kitchen, type Order } from '@/contract';
import { serverOrder } from '../testing/order-server';

export type ServerAnswer = { status: number; body: unknown };
/** A request as the server gets it; `sentAt`: when its headers arrived (server clock). */
export type Arrival = { method: string; path: string; key: string | null; age: number | null; json: unknown; form: Map<string, unknown> | null; sentAt?: number };

export const startKitchen = (updatedAt: string): Kitchen => ({
  id: 1,
  name: 'Ona’s kitchen',
  phone: '+37061234567',
  description: null,
  logo_url: null,
  city_id: 1,
  city: 'Vilnius',
  postal_code: 'LT-01100',
  main_street: 'Gedimino pr. 1',
  building_details: null,
  opening_time: '10:00',
  closing_time: '21:00',
  preparation_time: 30,
  delivery_option: 'both',
  delivery_cost: 2.5,
  latitude: 54.6872,
  longitude: 25.2797,
  is_open: true,
  pause: null,
  busy: null,
  schedule: null,
  closures: [],
  updated_at: updatedAt,
});

const ok = (result: unknown): ServerAnswer => ({ status: 200, body: { success: true, message: '', result } });
const refusal = (status: number, message: string, result?: unknown): ServerAnswer => ({ status, body: { success: false, message, ...(result === undefined ? {} : { result }) } });

export class ModelServer {
  kitchen: Kitchen;
  readonly orders = new Map<number, Order>();
  /** Successful applications of each Idempotency-Key. */
  readonly applied = new Map<string, number>();
  /** Keys the API itself refused (its own 4xx envelope). */
  readonly refused = new Map<string, string>();
  /** The stored answer of each finished key (replayed for the same key). */
  private readonly answers = new Map<string, ServerAnswer>();
  /** When the server reckons each key's tap happened (its clock minus X-Action-Age). */
  readonly tapReadings = new Map<string, number>();
  private nextOrder = 1;
  /** The next action request is refused by the API with a validation error (a fault the world sets). */
  refuseNext = false;

  constructor(private readonly now: () => number) {
    this.kitchen = startKitchen(new Date(now()).toISOString());
  }

  private stamp = () => new Date(this.now()).toISOString();

  /** A customer places an order. */
  placeOrder(): Order {
    const id = this.nextOrder++;
    const order = serverOrder(id, { created_at: this.stamp(), updated_at: this.stamp() });
    this.orders.set(id, order);
    return order;
  }

  /** The request reached the server: what it does now; `finish` stores the key's answer later
   * (when the request is over); `reads` are answered at once. */
  arrive(request: Arrival): { answer: ServerAnswer; finish: () => void } {
    const { method, path, key } = request;
    if (method === 'GET') return { answer: this.read(path), finish: () => {} };
    if (key === null) return { answer: refusal(400, 'Idempotency-Key is required.'), finish: () => {} };
    const replay = this.answers.get(key);
    if (replay) return { answer: replay, finish: () => {} };
    if (request.age !== null && !this.tapReadings.has(key)) this.tapReadings.set(key, (request.sentAt ?? this.now()) - request.age);
    let answer: ServerAnswer;
    if (this.refuseNext) {
      this.refuseNext = false;
      answer = refusal(422, 'The given data was invalid.', undefined);
    } else answer = this.act(method, path, request);
    if (answer.status < 300) this.applied.set(key, (this.applied.get(key) ?? 0) + 1);
    else if (answer.status < 500) this.refused.set(key, String((answer.body as { message?: string }).message));
    return { answer, finish: () => void this.answers.set(key, answer) };
  }

  private read(path: string): ServerAnswer {
    if (path === 'chef/orders/active') return ok([...this.orders.values()].filter((order) => ['pending', 'accepted'].includes(order.status)));
    if (path === 'chef/kitchen') return ok(this.kitchen);
    const one = /^chef\/orders\/(\d+)$/.exec(path);
    const order = one ? this.orders.get(Number(one[1])) : undefined;
    if (order) return ok(order);
    return refusal(404, 'Not found.');
  }

  private act(method: string, path: string, request: Arrival): ServerAnswer {
    const action = /^chef\/orders\/(\d+)\/(accept|refuse)$/.exec(path);
    if (action) {
      const order = this.orders.get(Number(action[1]));
      if (!order) return refusal(404, 'Order not found.');
      const why = chefActionRefusal(action[2] as ChefAction, order);
      if (why !== null) return refusal(409, why, order);
      const changed = applyChefAction(order, { action: action[2], ...(request.json as object) } as ChefActionInput, this.stamp());
      this.orders.set(order.id, changed);
      return ok(changed);
    }
    const stamp = this.stamp();
    if (path === 'chef/kitchen/toggle') this.kitchen = { ...this.kitchen, is_open: Boolean((request.json as { is_open?: unknown }).is_open), pause: null, updated_at: stamp };
    else if (path === 'chef/kitchen/pause') this.kitchen = { ...this.kitchen, pause: { reason: 'chef', since: stamp, until: null }, updated_at: stamp };
    else if (path === 'chef/kitchen/resume') this.kitchen = { ...this.kitchen, pause: null, updated_at: stamp };
    else if (path === 'chef/kitchen' && method === 'POST' && request.form) {
      const name = request.form.get('name');
      this.kitchen = { ...this.kitchen, name: typeof name === 'string' ? name : this.kitchen.name, logo_url: request.form.has('logo') ? `/logo-${stamp}.png` : this.kitchen.logo_url, updated_at: stamp };
    } else return refusal(404, `No route ${method} ${path}.`);
    return ok(this.kitchen);
  }
}

// The daily quantity and sold out (server clock injected): orders use up the remaining quantity,
// an order past it is refused and takes nothing, 0 left is sold out, the chef's "sold out" switch
// lasts for the day, and both start again at midnight in Vilnius. Orders placed by POST
// /admin/orders and by the customer simulator come from the chef's menu and keep its rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choiceProblem, type Food, type Order } from '../src/contract/index.ts';
import { simulateCustomerOrder } from './orders/simulator.ts';
import { call, login, startServer, type Harness } from './testing/harness.ts';
import { foodCalls, foodForm, parseFood, parseGroup, validFood } from './testing/foods.ts';

// 21:00 in Vilnius (UTC+2 in March): midnight there is 22:00 UTC.
let clock = Date.parse('2026-03-10T19:00:00Z');
const midnightInVilnius = Date.parse('2026-03-10T22:00:00Z');
const adminToken = 'test-admin-token-for-foods';
let h: Harness;
let demo: ReturnType<typeof foodCalls>;
beforeAll(async () => {
  h = await startServer({ now: () => clock, adminToken });
  demo = foodCalls(h, (await login(h.server.url, 'demo@chef.test')).token);
});
afterAll(() => h.dispose());

const adminOrder = (body: Record<string, unknown>) =>
  call(h.server.url, 'POST', '/admin/orders', { body: { email: 'demo@chef.test', ...body }, headers: { Authorization: `Bearer ${adminToken}` } });
const orderCount = () => (h.server.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
const foodNow = async (slug: string): Promise<Food> => parseFood(await demo.get(slug));

describe('the daily quantity', () => {
  it('orders use it up; an order for more than remains is refused and takes nothing; 0 left is sold out', async () => {
    const food = parseFood(await demo.create(foodForm(validFood({ name: 'Limited kibinai', price: '3', daily_quantity: '5' }))));
    expect(food).toMatchObject({ daily_quantity: 5, remaining_quantity: 5, sold_out: false, available: true });

    const placed = await adminOrder({ items: [{ food: food.slug, quantity: 3 }] });
    expect(placed.status).toBe(201);
    const order = (placed.json.result as { order: Order }).order;
    expect(order.items).toMatchObject([{ food_id: food.id, name: 'Limited kibinai', quantity: 3, unit_price: 3, total: 9 }]);
    expect(await foodNow(food.slug)).toMatchObject({ remaining_quantity: 2, sold_out: false });

    const count = orderCount();
    const tooMany = await adminOrder({ items: [{ food: food.id, quantity: 3 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.message).toBe('Only 2 × Limited kibinai left today.');
    // Two items of the same food count together.
    expect((await adminOrder({ items: [{ food: food.id, quantity: 1 }, { food: food.id, quantity: 2 }] })).status).toBe(409);
    expect(orderCount()).toBe(count);
    expect((await foodNow(food.slug)).remaining_quantity).toBe(2);

    expect((await adminOrder({ items: [{ food: food.id, quantity: 2 }] })).status).toBe(201);
    expect(await foodNow(food.slug)).toMatchObject({ remaining_quantity: 0, sold_out: true });
    const soldOut = await adminOrder({ items: [{ food: food.id, quantity: 1 }] });
    expect(soldOut.status).toBe(409);
    expect(soldOut.json.message).toBe('Limited kibinai is sold out today.');
  });

  it("a new daily quantity keeps what today's orders took; empty means no limit", async () => {
    const food = parseFood(await demo.create(foodForm(validFood({ name: 'Quantity change', daily_quantity: '4' }))));
    await adminOrder({ items: [{ food: food.id, quantity: 3 }] });
    const raised = await demo.quantity(food.slug, '10');
    expect(raised.status).toBe(200);
    expect(raised.json.message).toBe('Daily quantity updated.');
    expect(parseFood(raised)).toMatchObject({ daily_quantity: 10, remaining_quantity: 7 });
    expect(parseFood(await demo.quantity(food.slug, 2))).toMatchObject({ daily_quantity: 2, remaining_quantity: 0, sold_out: true });
    expect(parseFood(await demo.quantity(food.slug, ''))).toMatchObject({ daily_quantity: null, remaining_quantity: null, sold_out: false });
    const wrong = await demo.quantity(food.slug, -1);
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ daily_quantity: ['Daily quantity must be a whole number, 0 or more (leave it empty for no limit).'] });
  });

  it('starts again at midnight in Vilnius, as does the sold-out switch', async () => {
    const counted = parseFood(await demo.create(foodForm(validFood({ name: 'Midnight count', daily_quantity: '3' }))));
    const switched = parseFood(await demo.create(foodForm(validFood({ name: 'Midnight switch' }))));
    await adminOrder({ items: [{ food: counted.id, quantity: 3 }] });
    const off = await demo.availability(switched.slug, false);
    expect(off.json.message).toBe('Marked sold out for today.');
    expect(parseFood(off)).toMatchObject({ available: false, sold_out: true, remaining_quantity: null });
    expect((await adminOrder({ items: [{ food: switched.id, quantity: 1 }] })).status).toBe(409);

    clock = midnightInVilnius - 1000;
    expect(await foodNow(counted.slug)).toMatchObject({ remaining_quantity: 0, sold_out: true });
    expect(await foodNow(switched.slug)).toMatchObject({ available: false, sold_out: true });

    clock = midnightInVilnius;
    expect(await foodNow(counted.slug)).toMatchObject({ remaining_quantity: 3, sold_out: false });
    expect(await foodNow(switched.slug)).toMatchObject({ available: true, sold_out: false });
    expect((await adminOrder({ items: [{ food: counted.id, quantity: 1 }] })).status).toBe(201);
    expect((await foodNow(counted.slug)).remaining_quantity).toBe(2);

    // Back on by hand, the same day.
    await demo.availability(switched.slug, false);
    expect(parseFood(await demo.availability(switched.slug, true))).toMatchObject({ available: true, sold_out: false });
    expect((await demo.availability(switched.slug, 'no')).status).toBe(422);
  });

  it("refuses options that break a group's rules and a food whose required group has no option", async () => {
    const food = parseFood(await demo.create(foodForm(validFood({ name: 'Rules in orders' }))));
    const size = parseGroup(await demo.addGroup(food.slug, { name: 'Size', selection_type: 'single', is_required: true }));
    expect((await adminOrder({ items: [{ food: food.id }] })).status).toBe(409);
    const small = (await demo.addOption(size.id, { name: 'Small', type: 'choice' })).json.result as { id: number };
    const big = (await demo.addOption(size.id, { name: 'Big', type: 'choice', additional_price: 1.5 })).json.result as { id: number };
    expect((await adminOrder({ items: [{ food: food.id }] })).status).toBe(422);
    expect((await adminOrder({ items: [{ food: food.id, options: [{ option_id: small.id }, { option_id: big.id }] }] })).status).toBe(422);
    const ok = await adminOrder({ items: [{ food: food.id, options: [{ option_id: big.id }] }] });
    expect(ok.status).toBe(201);
    expect((ok.json.result as { order: Order }).order.items[0]).toMatchObject({ options: [{ name: 'Big', quantity: 1, additional_price: 1.5 }] });
  });
});

describe('orders placed without items and by the simulator', () => {
  it("come from the chef's menu, only what is available, with options that keep every group's rules", async () => {
    clock += 60 * 60_000;
    const deps = { db: h.server.db, broadcastToChef: h.server.broadcastToChef, nowIso: () => new Date(clock).toISOString() };
    h.server.db.prepare("UPDATE kitchens SET is_open = 1, paused_at = NULL, pause_reason = NULL WHERE chef_id = (SELECT id FROM chefs WHERE email = 'demo@chef.test')").run();
    await demo.availability('cepelinai', false);
    const menu = await demo.list();
    expect(menu.filter((food) => food.option_groups.length > 0).length).toBeGreaterThan(8);
    const soldOut = menu.filter((food) => food.sold_out).map((food) => food.id);
    expect(soldOut.length).toBeGreaterThan(0);
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let round = 0; round < 40; round += 1) {
      const outcome = round % 2 === 0 ? simulateCustomerOrder(deps, clock, random) : { placed: (await adminOrder({})).json.result as Order | undefined };
      const order = 'placed' in outcome ? ((outcome.placed as { order?: Order } | undefined)?.order ?? outcome.placed) : undefined;
      if (!order) throw new Error(`no order placed in round ${round}: ${JSON.stringify(outcome)}`);
      for (const item of order.items) {
        const food = menu.find((candidate) => candidate.id === item.food_id);
        if (!food) throw new Error(`${item.name} is not on the menu`);
        expect(soldOut).not.toContain(food.id);
        const byName = new Map(food.option_groups.flatMap((group) => group.options).map((option) => [option.name, option.id]));
        expect(choiceProblem(food, item.options.map((option) => ({ option_id: byName.get(option.name) ?? -1, quantity: option.quantity })))).toBeNull();
        expect(item.unit_price).toBe(food.price);
      }
    }
    for (const food of await demo.list()) if (food.daily_quantity !== null) expect(food.remaining_quantity).toBeGreaterThanOrEqual(0);
  });

  it('places nothing when everything is sold out (the simulator skips, the admin hook answers 409)', async () => {
    for (const food of await demo.list()) await demo.availability(food.slug, false);
    const deps = { db: h.server.db, broadcastToChef: h.server.broadcastToChef, nowIso: () => new Date(clock).toISOString() };
    const count = orderCount();
    expect(simulateCustomerOrder(deps, clock)).toEqual({ skipped: 'sold out' });
    const refused = await adminOrder({});
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('Nothing on the menu can be ordered now: every food is sold out.');
    expect(orderCount()).toBe(count);
  });
});

// Sold-out options for today: POST /chef/options/{id}/sold-out marks an option
// sold out for the kitchen's day (Europe/Vilnius) and back; customers cannot order it (POST
// /admin/orders answers 409 with the reason, the simulator never picks it, and a food whose
// required group has nothing left is skipped); it is back at the next day's start in Vilnius.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { foodListSchema, optionSchema, type Food } from '../src/contract/index.ts';
import { randomMenuChoices } from './menu/ordering.ts';
import { call, login, startServer, type Harness } from './testing/harness.ts';

// Monday 23 November 2026, 23:30 in Vilnius (UTC+2): the kitchen's day ends in 30 minutes.
const lateEvening = Date.parse('2026-11-23T21:30:00.000Z');
let clock = lateEvening;
let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startServer({ now: () => clock });
  token = (await login(h.server.url, 'demo@chef.test')).token;
});
afterAll(() => h.dispose());

const menu = async (): Promise<Food[]> => v.parse(foodListSchema, (await call(h.server.url, 'GET', '/api/chef/foods', { token })).json.result);
const soldOut = (id: number, sold_out: unknown, headers: Record<string, string> = {}) => call(h.server.url, 'POST', `/api/chef/options/${id}/sold-out`, { token, body: { sold_out }, headers });
const adminOrder = (items: unknown) => call(h.server.url, 'POST', '/admin/orders', { token: h.server.adminToken, body: { email: 'demo@chef.test', items } });

/** A food with an option group, and one of its options. */
async function someOption() {
  const food = (await menu()).find((one) => !one.sold_out && one.option_groups.some((group) => group.options.length > 1));
  const group = food?.option_groups.find((one) => one.options.length > 1);
  const option = group?.options[0];
  if (!food || !group || !option) throw new Error('The demo menu has no food with two options.');
  return { food, group, option };
}

describe('sold-out options', () => {
  it('are sold out for the kitchen day, refused to customers with the reason, and back at the next day in Vilnius', async () => {
    clock = lateEvening;
    const { food, option } = await someOption();
    const marked = await soldOut(option.id, true);
    expect(marked.status).toBe(200);
    expect(v.parse(optionSchema, marked.json.result).sold_out_day).toBe('2026-11-23');

    const refused = await adminOrder([{ food: food.id, quantity: 1, options: [{ option_id: option.id }] }]);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(`${option.name} is sold out today.`);

    clock = Date.parse('2026-11-23T22:00:00.000Z'); // midnight in Vilnius: a new kitchen day
    const placed = await adminOrder([{ food: food.id, quantity: 1, options: [{ option_id: option.id }] }]);
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    await soldOut(option.id, false);
  });

  it('can be put back the same day, and a replay changes nothing', async () => {
    clock = lateEvening;
    const { option } = await someOption();
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    await soldOut(option.id, true, key);
    const back = await soldOut(option.id, false);
    expect(v.parse(optionSchema, back.json.result).sold_out_day).toBeNull();
    expect((await soldOut(option.id, true, key)).status).toBe(200);
    const again = (await menu()).flatMap((food) => food.option_groups.flatMap((group) => group.options)).find((one) => one.id === option.id);
    expect(again?.sold_out_day ?? null).toBeNull();
  });

  it('refuses a body that is not true or false (422) and an unknown option (404)', async () => {
    const { option } = await someOption();
    expect((await soldOut(option.id, 'yes')).status).toBe(422);
    expect((await soldOut(999_999, true)).status).toBe(404);
  });

  it('are never picked by the simulated customer; a food whose required group has none left is skipped', async () => {
    clock = lateEvening;
    const foods = await menu();
    const today = '2026-11-23';
    const withSoldOut = foods.map((food) => ({ ...food, option_groups: food.option_groups.map((group) => ({ ...group, options: group.options.map((option, index) => ({ ...option, sold_out_day: index === 0 || group.is_required ? today : null })) })) }));
    const soldOutIds = new Set(withSoldOut.flatMap((food) => food.option_groups.flatMap((group) => group.options.filter((option) => option.sold_out_day === today).map((option) => option.id))));
    const requiredFoods = new Set(withSoldOut.filter((food) => food.option_groups.some((group) => group.is_required)).map((food) => food.id));
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let round = 0; round < 200; round += 1) {
      for (const choice of randomMenuChoices(withSoldOut, random, clock)) {
        expect(requiredFoods.has(Number(choice.food))).toBe(false);
        for (const chosen of choice.options) expect(soldOutIds.has(chosen.option_id)).toBe(false);
      }
    }
  });
});

describe('the demo menu', () => {
  it('has one option sold out on the day it was seeded', async () => {
    const fresh = await startServer({ now: () => lateEvening });
    try {
      const demo = (await login(fresh.server.url, 'demo@chef.test')).token;
      const foods = v.parse(foodListSchema, (await call(fresh.server.url, 'GET', '/api/chef/foods', { token: demo })).json.result);
      const soldOutNames = foods.flatMap((food) => food.option_groups.flatMap((group) => group.options)).filter((option) => option.sold_out_day === '2026-11-23').map((option) => option.name);
      expect(soldOutNames).toEqual(['Mushroom sauce']);
    } finally {
      await fresh.dispose();
    }
  });
});

// Earnings against hand-computed figures: seeded finished orders of one chef around the kitchen's
// day boundary (Europe/Vilnius, UTC+2 in November), commission 15 % per order rounded half up to
// the cent (6.70 → 1.005 → 1.01), refunds of refused, expired and cancelled orders, weeks from
// Monday, zeros for quiet days, the range's validation and the approved-only rule.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earningsSchema, notAnsweredReason, type Earnings, type EarningsFigures } from '../src/contract/index.ts';
import { resolveConfig } from './config.ts';
import { orderWriter, type NewOrder } from './store/order-writes.ts';
import { call, login, setChefStatus, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
let token = '';
const now = Date.parse('2026-11-29T10:00:00.000Z');

type Finish = { status: NewOrder['status']; at: string; cents: number; fee: number; reason?: string; refund?: boolean };

function order(chefId: number, finish: Finish): NewOrder {
  const created = new Date(Date.parse(finish.at) - 45 * 60_000).toISOString();
  return {
    chef_id: chefId,
    status: finish.status,
    type: finish.fee > 0 ? 'delivery' : 'pickup',
    customer_name: 'Jonas Jonaitis',
    customer_phone: null,
    customer_notes: null,
    delivery_address: finish.fee > 0 ? 'Gedimino pr. 2' : null,
    delivery_fee_cents: finish.fee,
    items: [{ food_id: null, name: 'Cepelinai', quantity: 1, unit_price_cents: finish.cents, options: [] }],
    created_at: created,
    updated_at: finish.at,
    refuse_reason: finish.reason ?? null,
    refund_at: finish.refund ? finish.at : null,
    timeline: [{ status: finish.status, at: finish.at, note: null, actor: finish.status === 'refused_by_user' ? 'customer' : 'chef' }],
  };
}

beforeAll(async () => {
  h = await startServer({ now: () => now, commissionPercent: 15 });
  setChefStatus(h.server, 'new@chef.test', 'approved');
  const chef = await login(h.server.url, 'new@chef.test');
  token = chef.token;
  const other = await login(h.server.url, 'demo@chef.test');
  const writer = orderWriter(h.server.db);
  const finished: Finish[] = [
    // 16 Nov 00:30 in Vilnius (15 Nov in UTC): the 16th. 20.00, commission 3.00.
    { status: 'completed', at: '2026-11-15T22:30:00.000Z', cents: 2000, fee: 0 },
    // 15 Nov 23:59 in Vilnius: before the range.
    { status: 'completed', at: '2026-11-15T21:59:00.000Z', cents: 9999, fee: 0 },
    // 20 Nov: 6.70 + 2.50 fee (commission 1.005 → 1.01) and, at 23:59:59.999, 24.70 (3.705 → 3.71).
    { status: 'completed', at: '2026-11-20T12:00:00.000Z', cents: 670, fee: 250 },
    { status: 'completed', at: '2026-11-20T21:59:59.999Z', cents: 2470, fee: 0 },
    // 21 Nov 00:00 in Vilnius exactly: the 21st. 10.00 + 1.99 fee.
    { status: 'completed', at: '2026-11-20T22:00:00.000Z', cents: 1000, fee: 199 },
    // Refused (8.00 + 2.50 refunded), expired (5.55), cancelled (3.33 + 1.50, no refund row: its total).
    { status: 'refused_by_chef', at: '2026-11-24T10:00:00.000Z', cents: 800, fee: 250, reason: 'too_busy', refund: true },
    { status: 'refused_by_chef', at: '2026-11-25T10:00:00.000Z', cents: 555, fee: 0, reason: notAnsweredReason, refund: true },
    { status: 'refused_by_user', at: '2026-11-26T10:00:00.000Z', cents: 333, fee: 150 },
    // 28 Nov: 6.69 (commission 1.0035 → 1.00).
    { status: 'completed', at: '2026-11-28T09:00:00.000Z', cents: 669, fee: 0 },
    // Still open: not earned.
    { status: 'accepted', at: '2026-11-29T09:00:00.000Z', cents: 5000, fee: 0 },
  ];
  for (const finish of finished) writer.insert(order(chef.id, finish));
  writer.insert(order(other.id, { status: 'completed', at: '2026-11-20T12:00:00.000Z', cents: 7777, fee: 0 }));
});
afterAll(() => h.dispose());

async function earnings(query = ''): Promise<Earnings> {
  const answer = await call(h.server.url, 'GET', `/api/chef/earnings${query}`, { token });
  expect(answer.status).toBe(200);
  return v.parse(earningsSchema, answer.json.result);
}

const zero: EarningsFigures = {
  completed_orders: 0, sales_cents: 0, delivery_fees_cents: 0, commission_cents: 0, net_cents: 0,
  refunded_orders: 0, refunds_cents: 0, refused_orders: 0, expired_orders: 0, cancelled_orders: 0,
};
const sale = (sales: number, fees: number, commission: number, orders = 1): EarningsFigures => ({
  ...zero, completed_orders: orders, sales_cents: sales, delivery_fees_cents: fees, commission_cents: commission, net_cents: sales + fees - commission,
});

describe('earnings', () => {
  it('answers the last 14 kitchen days by default, to the cent, with weeks from Monday and totals', async () => {
    const answer = await earnings();
    expect(answer).toMatchObject({ currency: 'EUR', commission_percent: 15, from: '2026-11-16', to: '2026-11-29', generated_at: '2026-11-29T10:00:00.000Z' });
    expect(answer.days).toHaveLength(14);
    const day = (name: string) => answer.days.find((row) => row.day === name);
    expect(day('2026-11-16')).toEqual({ day: '2026-11-16', ...sale(2000, 0, 300) });
    // 6.70 → 1.01 and 24.70 → 3.71 (half up, per order): 4.72 on sales of 31.40.
    expect(day('2026-11-20')).toEqual({ day: '2026-11-20', ...sale(3140, 250, 472, 2) });
    expect(day('2026-11-21')).toEqual({ day: '2026-11-21', ...sale(1000, 199, 150) });
    expect(day('2026-11-24')).toEqual({ day: '2026-11-24', ...zero, refunded_orders: 1, refunds_cents: 1050, refused_orders: 1 });
    expect(day('2026-11-25')).toEqual({ day: '2026-11-25', ...zero, refunded_orders: 1, refunds_cents: 555, expired_orders: 1 });
    expect(day('2026-11-26')).toEqual({ day: '2026-11-26', ...zero, refunded_orders: 1, refunds_cents: 483, cancelled_orders: 1 });
    expect(day('2026-11-28')).toEqual({ day: '2026-11-28', ...sale(669, 0, 100) });
    expect(day('2026-11-17')).toEqual({ day: '2026-11-17', ...zero });
    expect(day('2026-11-29')).toEqual({ day: '2026-11-29', ...zero });

    expect(answer.weeks).toEqual([
      { week_start: '2026-11-16', from: '2026-11-16', to: '2026-11-22', ...sale(6140, 449, 922, 4) },
      { week_start: '2026-11-23', from: '2026-11-23', to: '2026-11-29', ...sale(669, 0, 100), refunded_orders: 3, refunds_cents: 2088, refused_orders: 1, expired_orders: 1, cancelled_orders: 1 },
    ]);
    expect(answer.totals).toEqual({ ...sale(6809, 449, 1022, 5), net_cents: 6236, refunded_orders: 3, refunds_cents: 2088, refused_orders: 1, expired_orders: 1, cancelled_orders: 1 });
  });

  it('cuts weeks at the range and counts the day by Vilnius time', async () => {
    const answer = await earnings('?from=2026-11-15&to=2026-11-20');
    expect(answer.weeks.map((week) => [week.week_start, week.from, week.to, week.sales_cents])).toEqual([
      ['2026-11-09', '2026-11-15', '2026-11-15', 9999],
      ['2026-11-16', '2026-11-16', '2026-11-20', 5140],
    ]);
  });

  it('refuses a bad range with 422 and a clear message', async () => {
    const cases: [string, string][] = [
      ['?from=2026-11-31&to=2026-12-01', 'The from field must be a date (YYYY-MM-DD).'],
      ['?from=2026-11-10&to=yesterday', 'The to field must be a date (YYYY-MM-DD).'],
      ['?from=2026-11-20&to=2026-11-19', 'The to field must be a day on or after from.'],
      ['?from=2026-01-01&to=2026-04-04', 'The range may be at most 93 days.'],
    ];
    for (const [query, message] of cases) {
      const answer = await call(h.server.url, 'GET', `/api/chef/earnings${query}`, { token });
      expect(answer.status, query).toBe(422);
      expect(answer.json.message).toBe(message);
    }
    // 93 days is fine.
    expect((await earnings('?from=2026-01-01&to=2026-04-03')).days).toHaveLength(93);
  });

  it('is for approved chefs only', async () => {
    const pending = await login(h.server.url, 'pending@chef.test');
    expect((await call(h.server.url, 'GET', '/api/chef/earnings', { token: pending.token })).status).toBe(403);
    expect((await call(h.server.url, 'GET', '/api/chef/earnings')).status).toBe(401);
  });

  it('refuses a COMMISSION_PERCENT outside 0-100 or with more than 2 decimals at start-up', () => {
    const secrets = { pusherSecret: 'x', fingerprintKey: 'y' };
    expect(resolveConfig({ port: 0, dataDir: '.', commissionPercent: 12.5 }, secrets).commissionBasisPoints).toBe(1250);
    expect(resolveConfig({ port: 0, dataDir: '.' }, secrets).commissionBasisPoints).toBe(1500);
    for (const bad of [100.01, -1, 12.345, Number.NaN]) expect(() => resolveConfig({ port: 0, dataDir: '.', commissionPercent: bad }, secrets)).toThrow(/COMMISSION_PERCENT/);
  });
});

describe('the demo month', () => {
  it('gives demo@chef.test a month of finished orders, the same ones at every first start, once', async () => {
    const counts = async () => {
      const demo = await startServer({ now: () => now, demoMonth: true });
      try {
        const chef = await login(demo.server.url, 'demo@chef.test');
        const answer = await call(demo.server.url, 'GET', '/api/chef/earnings?from=2026-10-30&to=2026-11-29', { token: chef.token });
        const earned = v.parse(earningsSchema, answer.json.result);
        return { totals: earned.totals, days: earned.days.filter((row) => row.completed_orders > 0).map((row) => row.day), logs: demo.logs };
      } finally {
        await demo.dispose();
      }
    };
    const first = await counts();
    const second = await counts();
    // A second start on the same data adds nothing.
    const once = await startServer({ now: () => now, demoMonth: true });
    const orders = () => (once.server.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    const seededOrders = orders();
    await once.stop();
    const restarted = await startServer({ now: () => now, demoMonth: true, dataDir: once.dataDir });
    expect((restarted.server.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n).toBe(seededOrders);
    expect(restarted.logs.some((line) => line.includes('seeded a month'))).toBe(false);
    await restarted.dispose();
    expect(second.totals).toEqual(first.totals);
    expect(first.logs.some((line) => /seeded a month of \d+ finished orders/.test(line))).toBe(true);
    expect(first.days.length).toBeGreaterThanOrEqual(25);
    expect(first.days[0]! >= '2026-10-30' && first.days.at(-1)! <= '2026-11-29').toBe(true);
    expect(first.totals.completed_orders).toBeGreaterThan(60);
    for (const kind of ['refused_orders', 'expired_orders', 'cancelled_orders'] as const) expect(first.totals[kind], kind).toBeGreaterThan(0);
  });
});

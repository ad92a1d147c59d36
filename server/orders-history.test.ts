// Order history: 10,000 finished orders seeded fast, filters (status, UTC days inclusive), search by
// number or customer, pagination and meta, validation of the query, and speed of a page.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderHistoryPageSchema, type OrderHistoryPage } from '../src/contract/index.ts';
import { runAdmin } from '../tools/admin.ts';
import { finishedOrder } from './orders/history-seed.ts';
import { orderWriter } from './store/order-writes.ts';
import { call, login, startServer, type Harness, setChefStatus } from './testing/harness.ts';
import { orderDriver, type OrderDriver } from './testing/orders.ts';

let h: Harness;
let chef: OrderDriver;
let seedMs = 0;
beforeAll(async () => {
  h = await startServer();
  setChefStatus(h.server, 'new@chef.test', 'approved'); // orders are for approved chefs
  chef = orderDriver(h, await login(h.server.url, 'new@chef.test'));
  const started = performance.now();
  await runAdmin(['seed-history', 'new@chef.test', '10000'], { PORT: String(h.server.port), DATA_DIR: h.dataDir });
  seedMs = performance.now() - started;
  // Boundaries of one UTC day, and an active order that history must not show.
  const writer = orderWriter(h.server.db);
  const random = () => 0.5;
  for (const at of ['2026-03-09T23:59:59.999Z', '2026-03-10T00:00:00.000Z', '2026-03-10T23:59:59.999Z', '2026-03-11T00:00:00.000Z']) {
    writer.insert(finishedOrder(chef.chefId, Date.parse(at), random));
  }
  await chef.orderIn('pending');
}, 60_000);
afterAll(() => h.dispose());

interface Row {
  id: number;
  number: string;
  status: string;
  customer_name: string;
  created_at: string;
}
const finished = () =>
  h.server.db
    .prepare("SELECT id, number, status, customer_name, created_at FROM orders WHERE chef_id = ? AND status IN ('completed', 'refused_by_chef', 'refused_by_user')")
    .all(chef.chefId) as Row[];

async function page(query: string): Promise<OrderHistoryPage & { status: number }> {
  const answer = await call(h.server.url, 'GET', `/api/chef/orders/history${query}`, { token: chef.token });
  if (answer.status !== 200) return { status: answer.status, data: [], meta: { current_page: 0, last_page: 0, total: 0 } };
  return { status: 200, ...v.parse(orderHistoryPageSchema, answer.json.result) };
}

describe('order history', () => {
  it('seed-history inserts 10,000 orders in one go, fast', () => {
    expect(finished()).toHaveLength(10_004);
    expect(seedMs).toBeLessThan(5000);
  });

  it('answers newest first with meta; only finished orders', async () => {
    const first = await page('');
    expect(first.meta).toEqual({ current_page: 1, last_page: Math.ceil(10_004 / 20), total: 10_004 });
    expect(first.data).toHaveLength(20);
    const created = first.data.map((order) => order.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(first.data.every((order) => ['completed', 'refused_by_chef', 'refused_by_user'].includes(order.status))).toBe(true);
    const newest = finished().sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0];
    expect(first.data[0]?.id).toBe(newest?.id);
  });

  it('pages follow each other without overlap; past the last page is empty', async () => {
    const one = await page('?page=1&per_page=50');
    const two = await page('?page=2&per_page=50');
    expect(two.meta).toMatchObject({ current_page: 2, last_page: Math.ceil(10_004 / 50) });
    expect(one.data.at(-1)!.created_at >= two.data[0]!.created_at).toBe(true);
    expect(new Set([...one.data, ...two.data].map((order) => order.id)).size).toBe(100);
    const beyond = await page('?page=999&per_page=100');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toEqual({ current_page: 999, last_page: 101, total: 10_004 });
  });

  it.each([
    ['completed', 'completed'],
    ['refused_by_chef', 'refused_by_chef'],
    ['cancelled', 'refused_by_user'],
  ])('status %s shows %s orders', async (filter, status) => {
    const result = await page(`?status=${filter}&per_page=100`);
    expect(result.meta.total).toBe(finished().filter((row) => row.status === status).length);
    expect(result.meta.total).toBeGreaterThan(0);
    expect(result.data.every((order) => order.status === status)).toBe(true);
  });

  it('from/to are whole UTC days, both inclusive', async () => {
    const day = await page('?from=2026-03-10&to=2026-03-10&per_page=100');
    const times = day.data.map((order) => order.created_at);
    expect(times).toContain('2026-03-10T00:00:00.000Z');
    expect(times).toContain('2026-03-10T23:59:59.999Z');
    expect(times).not.toContain('2026-03-09T23:59:59.999Z');
    expect(times).not.toContain('2026-03-11T00:00:00.000Z');
    const expected = finished().filter((row) => row.created_at.startsWith('2026-03-10')).length;
    expect(day.meta.total).toBe(expected);
    const range = await page('?from=2026-03-09&to=2026-03-11&status=completed');
    const inRange = finished().filter((row) => row.status === 'completed' && row.created_at >= '2026-03-09' && row.created_at < '2026-03-12');
    expect(range.meta.total).toBe(inRange.length);
  });

  it("with utc_offset the days are the chef's own (minutes east of UTC)", async () => {
    // 10 March in Vilnius (UTC+2 in winter) runs from 9 March 22:00 to 10 March 22:00 UTC.
    const day = await page('?from=2026-03-10&to=2026-03-10&utc_offset=120&per_page=100');
    const times = day.data.map((order) => order.created_at);
    expect(times).toContain('2026-03-09T23:59:59.999Z');
    expect(times).not.toContain('2026-03-10T23:59:59.999Z');
    const expected = finished().filter((row) => row.created_at >= '2026-03-09T22:00:00.000Z' && row.created_at < '2026-03-10T22:00:00.000Z').length;
    expect(day.meta.total).toBe(expected);
    for (const query of ['?utc_offset=900', '?utc_offset=1.5', '?utc_offset=east']) expect((await page(query)).status, query).toBe(422);
  });

  it('searches by number (substring) and customer name (case-insensitive, with Lithuanian letters)', async () => {
    const byNumber = await page('?search=104&per_page=100');
    expect(byNumber.meta.total).toBe(finished().filter((row) => row.number.includes('104')).length);
    expect(byNumber.data.every((order) => order.number.includes('104'))).toBe(true);
    const exact = finished()[1234]!;
    expect((await page(`?search=%23${exact.number}`)).data.map((order) => order.id)).toContain(exact.id);
    const byName = await page(`?search=${encodeURIComponent('ŽUKAUSKIENĖ')}&status=cancelled`);
    const expected = finished().filter((row) => row.status === 'refused_by_user' && row.customer_name === 'Austėja Žukauskienė');
    expect(byName.meta.total).toBe(expected.length);
    expect((await page('?search=100%25')).meta.total).toBe(0);
  });

  it('validates the query (422) and ignores empty values', async () => {
    for (const query of ['?per_page=500', '?page=0', '?page=two', '?status=lost', '?from=yesterday', '?to=2026-13-45']) {
      expect((await page(query)).status, query).toBe(422);
    }
    expect((await page('?status=&search=&from=')).meta.total).toBe(10_004);
  });

  it('stays fast with 10,000 orders: pages come from an index, not a scan of the table', async () => {
    const plans = [
      "SELECT id FROM orders WHERE chef_id = 1 AND status IN ('completed', 'refused_by_chef', 'refused_by_user') ORDER BY created_at DESC, id DESC LIMIT 20",
      "SELECT id FROM orders WHERE chef_id = 1 AND status = 'completed' AND created_at >= '2026-01-01' ORDER BY created_at DESC, id DESC LIMIT 20",
    ].map((sql) => JSON.stringify(h.server.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all()));
    for (const plan of plans) {
      expect(plan).toMatch(/USING (COVERING )?INDEX orders_chef/);
      expect(plan).not.toMatch(/SCAN orders/);
    }
    const started = performance.now();
    const result = await page('?status=completed&search=jonas&from=2025-01-01&page=5&per_page=50');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.data.length).toBeGreaterThan(0);
  });
});

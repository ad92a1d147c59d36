// One chef cannot fill the disk with stored idempotency answers (docs/api.md, "Limits"): answers
// are stored deflated, at most a count and a byte cap per chef with the oldest dropped first but
// never one inside the grace a queued tap needs, and a chef's changes are rate-limited (429 with
// Retry-After). Small caps and a moved clock keep the test fast.
import { afterEach, describe, expect, it } from 'vitest';
import { call, login, startServer, type Harness } from './testing/harness.ts';
import type { ServerOptions } from './config.ts';

const minute = 60_000;
let clock = Date.parse('2026-11-23T10:00:00.000Z');
let h: Harness | null = null;
afterEach(async () => {
  await h?.dispose();
  h = null;
});

async function serverWith(options: Partial<ServerOptions>) {
  h = await startServer({ now: () => clock, ...options });
  const chef = await login(h.server.url, 'demo@chef.test');
  const server = h.server;
  const toggle = (isOpen: boolean, key: string = crypto.randomUUID()) =>
    call(server.url, 'POST', '/api/chef/kitchen/toggle', { token: chef.token, body: { is_open: isOpen }, headers: { 'Idempotency-Key': key } });
  const stored = () => server.db.prepare("SELECT key, length(body) AS bytes FROM idempotency_keys WHERE scope = ? ORDER BY created_at, rowid").all(`chef:${chef.id}`) as { key: string; bytes: number }[];
  const isOpen = async () => ((await call(server.url, 'GET', '/api/chef/kitchen', { token: chef.token })).json.result as { is_open: boolean }).is_open;
  return { chef, toggle, stored, isOpen };
}

describe('stored answers', () => {
  it('are stored compact: a no-op reorder answering the whole menu takes a fraction of its bytes', async () => {
    const { chef, stored } = await serverWith({});
    const menu = (await call(h!.server.url, 'GET', '/api/chef/foods', { token: chef.token })).json.result as { slug: string }[];
    const slugs = menu.map((food) => food.slug); // the order it has: a no-op
    const reorder = () => call(h!.server.url, 'POST', '/api/chef/foods/reorder', { token: chef.token, body: { slugs }, headers: { 'Idempotency-Key': 'compact' } });
    const answer = await reorder();
    expect(answer.status).toBe(200);
    const text = JSON.stringify(answer.json);
    expect(text.length).toBeGreaterThan(4000);
    const row = stored().find((entry) => entry.key === 'compact');
    expect(row).toBeDefined();
    expect(row!.bytes).toBeLessThan(text.length / 3);
    const replay = await reorder();
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.json).toEqual(answer.json);
  });

  it('are at most the count cap per chef: the oldest past the grace dropped, none inside it (429 then)', async () => {
    const { toggle, stored, isOpen } = await serverWith({ storedAnswers: { maxPerChef: 5, graceMs: 10 * minute } });
    for (let index = 0; index < 5; index++) expect((await toggle(index % 2 === 0, `key-${index}`)).status).toBe(200);
    expect(await isOpen()).toBe(true);
    clock += minute;
    const refused = await toggle(false, 'key-5');
    expect(refused.status).toBe(429);
    expect(refused.json.success).toBe(false);
    expect(Number(refused.headers.get('Retry-After'))).toBe(9 * 60);
    expect(await isOpen()).toBe(true); // nothing changed: the change and its answer rolled back
    expect(stored().map((row) => row.key)).toEqual(['key-0', 'key-1', 'key-2', 'key-3', 'key-4']);
    clock += 10 * minute;
    expect((await toggle(false, 'key-5')).status).toBe(200);
    expect(await isOpen()).toBe(false);
    expect(stored().map((row) => row.key)).toEqual(['key-1', 'key-2', 'key-3', 'key-4', 'key-5']);
  });

  it('are at most the byte cap per chef, oldest past the grace dropped first', async () => {
    const { toggle, stored } = await serverWith({ storedAnswers: { maxBytesPerChef: 3 * 1024, graceMs: minute } });
    for (let index = 0; index < 40; index++) {
      clock += 2 * minute;
      expect((await toggle(index % 2 === 0, `key-${index}`)).status).toBe(200);
    }
    const rows = stored();
    expect(rows.length).toBeLessThan(40);
    expect(rows.at(-1)?.key).toBe('key-39');
    const total = h!.server.db.prepare("SELECT SUM(bytes) AS bytes FROM idempotency_keys WHERE scope LIKE 'chef:%'").get() as { bytes: number };
    expect(total.bytes).toBeLessThanOrEqual(3 * 1024);
  });
});

describe("a chef's write rate", () => {
  it('answers 429 with Retry-After beyond the burst, refills with time, and leaves reads and other chefs alone', async () => {
    const { toggle, chef } = await serverWith({ writeRate: { perSecond: 1, burst: 3 } });
    for (let index = 0; index < 3; index++) expect((await toggle(true)).status).toBe(200);
    const refused = await toggle(true);
    expect(refused.status).toBe(429);
    expect(refused.json.success).toBe(false);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect((await call(h!.server.url, 'GET', '/api/chef/kitchen', { token: chef.token })).status).toBe(200);
    const other = await login(h!.server.url, 'new@chef.test');
    expect((await call(h!.server.url, 'POST', '/api/chef/notifications/read-all', { token: other.token, body: {} })).status).toBe(200);
    clock += 1000;
    expect((await toggle(true)).status).toBe(200);
  });
});

// Busy mode: POST /chef/kitchen/busy adds 10/20/30 min to the kitchen's
// estimate for 30 min, 1 hour or until turned off, counted from the tap (X-Action-At, clamped);
// it ends by itself; /busy/end ends it; replays change nothing; bad values are 422; an end tapped
// before the busy mode in force started leaves it alone.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kitchenSchema, preparationEstimate } from '../src/contract/index.ts';
import * as v from 'valibot';
import { call, login, startServer, type Harness } from './testing/harness.ts';

const minute = 60_000;
const kitchenMadeAt = Date.parse('2026-11-23T10:00:00.000Z');
/** Each test starts 10 min after the kitchen was made (a tap is never counted before that). */
const start = kitchenMadeAt + 10 * 60_000;
let clock = kitchenMadeAt;
let h: Harness;
let token: string;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  h = await startServer({ now: () => clock });
  token = (await login(h.server.url, 'demo@chef.test')).token;
});
afterAll(() => h.dispose());
beforeEach(() => {
  clock = start;
  h.server.db.prepare('UPDATE kitchens SET busy_extra_minutes = NULL, busy_since = NULL, busy_until = NULL, preparation_time = 25').run();
});

const busy = (body: unknown, headers: Record<string, string> = {}) => call(h.server.url, 'POST', '/api/chef/kitchen/busy', { token, body, headers });
const end = (headers: Record<string, string> = {}) => call(h.server.url, 'POST', '/api/chef/kitchen/busy/end', { token, headers });
const kitchen = async () => v.parse(kitchenSchema, (await call(h.server.url, 'GET', '/api/chef/kitchen', { token })).json.result);

describe('busy mode', () => {
  it.each([
    ['30_min', 30],
    ['1_hour', 60],
  ] as const)('for %s: from the tap, adds the minutes to the estimate, and ends by itself', async (busyFor, length) => {
    const tap = start - 2 * minute;
    const answer = await busy({ extra_minutes: 20, busy_for: busyFor }, { 'X-Action-At': iso(tap) });
    expect(answer.status).toBe(200);
    const now = v.parse(kitchenSchema, answer.json.result);
    expect(now.busy).toEqual({ extra_minutes: 20, since: iso(tap), until: iso(tap + length * minute) });
    expect(preparationEstimate(now, clock)).toBe(45);
    clock = tap + length * minute - 1;
    expect((await kitchen()).busy?.extra_minutes).toBe(20);
    clock = tap + length * minute;
    const after = await kitchen();
    expect(after.busy).toBeNull();
    expect(preparationEstimate(after, clock)).toBe(25);
  });

  it('until turned off: stays, and /busy/end ends it', async () => {
    await busy({ extra_minutes: 30, busy_for: 'until_off' });
    clock += 24 * 60 * minute;
    expect((await kitchen()).busy).toEqual({ extra_minutes: 30, since: iso(start), until: null });
    const ended = await end();
    expect(ended.status).toBe(200);
    expect(v.parse(kitchenSchema, ended.json.result).busy).toBeNull();
  });

  it('is idempotent: the same key again answers the stored start and changes nothing', async () => {
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    await busy({ extra_minutes: 10, busy_for: 'until_off' }, key);
    await end();
    clock += minute;
    const replay = await busy({ extra_minutes: 10, busy_for: 'until_off' }, key);
    expect(replay.status).toBe(200);
    expect((await kitchen()).busy).toBeNull();
  });

  it('refuses other minutes and lengths (422)', async () => {
    for (const body of [{ extra_minutes: 15, busy_for: '30_min' }, { extra_minutes: 10, busy_for: '2_hours' }, {}]) {
      expect((await busy(body)).status).toBe(422);
    }
  });

  it('a busy start sent long after its end (tapped offline) is stored over and reads as off', async () => {
    const tap = start;
    clock = start + 90 * minute;
    const answer = await busy({ extra_minutes: 10, busy_for: '30_min' }, { 'X-Action-At': iso(tap) });
    expect(answer.status).toBe(200);
    expect(v.parse(kitchenSchema, answer.json.result).busy).toBeNull();
  });

  it('an end tapped before the busy mode in force started leaves it alone', async () => {
    await busy({ extra_minutes: 20, busy_for: 'until_off' }, { 'X-Action-At': iso(start) });
    const stale = await end({ 'X-Action-At': iso(start - 5 * minute) });
    expect(stale.status).toBe(200);
    expect(stale.json.message).toBe('A newer busy mode was kept.');
    expect((await kitchen()).busy?.extra_minutes).toBe(20);
  });
});

// X-Action-Age (docs/api.md): the device says how long ago the chef tapped, measured on its own
// clock, and the server counts the tap back from its own now. A phone whose clock is an hour behind
// or two days ahead (its X-Action-At wrong by as much) still pauses for the 15 minutes the chef
// chose, and "Mark all read" still marks what the chef saw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseActionTime } from './http/idempotency.ts';
import { call, login, startServer, type Harness } from './testing/harness.ts';
import { kitchenCalls, parseKitchen } from './testing/kitchen.ts';

const noonInVilnius = Date.parse('2026-11-23T10:00:00.000Z');
const minute = 60_000;
const hour = 60 * minute;
let clock = noonInVilnius;
let h: Harness;
beforeAll(async () => {
  h = await startServer({ now: () => clock });
});
afterAll(() => h.dispose());

const iso = (ms: number) => new Date(ms).toISOString();
const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });

describe('X-Action-Age', () => {
  it('a pause tapped 1 minute ago on a phone an hour behind lasts 15 minutes from the tap', async () => {
    const demo = kitchenCalls(h, (await login(h.server.url, 'demo@chef.test')).token);
    await demo.toggle(true);
    clock = noonInVilnius + 5 * minute;
    const phoneNow = clock - hour; // the phone's clock
    const tap = { ...key(), 'X-Action-At': iso(phoneNow - minute), 'X-Action-Age': String(minute) };
    const paused = parseKitchen(await demo.pause('15_min', tap));
    expect(paused.pause).toMatchObject({ since: iso(clock - minute), until: iso(clock + 14 * minute) });
  });

  it('"Mark all read" on a phone two days ahead marks the notifications the chef saw, not a later one', async () => {
    clock = noonInVilnius + 10 * minute;
    const chef = await login(h.server.url, 'pending@chef.test');
    h.server.broadcastToChef(chef.id, { type: 'info', title: 'Seen before the tap' });
    clock += 20_000;
    h.server.broadcastToChef(chef.id, { type: 'new_order', title: 'Came after the tap' });
    const tapAge = 10_000; // the chef tapped 10 s ago: after the first notification, before this one
    const phoneNow = clock + 48 * hour;
    const answer = await call(h.server.url, 'POST', '/api/chef/notifications/read-all', {
      token: chef.token,
      headers: { ...key(), 'X-Action-At': iso(phoneNow - tapAge), 'X-Action-Age': String(tapAge) },
    });
    expect(answer.status).toBe(200);
    const unread = (h.server.db.prepare('SELECT title FROM notifications WHERE chef_id = ? AND read_at IS NULL').all(chef.id) as { title: string }[]).map((row) => row.title);
    expect(unread).toEqual(['Came after the tap']);
  });

  it('reads the age before the device time, and bounds it', () => {
    const now = '2026-11-23T10:00:00.000Z';
    expect(parseActionTime('1500', '2020-01-01T00:00:00Z', now)).toBe('2026-11-23T09:59:58.500Z');
    expect(parseActionTime(undefined, '2026-11-23T09:00:00Z', now)).toBe('2026-11-23T09:00:00.000Z'); // an older build
    expect(parseActionTime('-5', undefined, now)).toBeNull(); // not a duration: as if not sent
    expect(parseActionTime('99999999999999', undefined, now)).toBeNull();
    expect(parseActionTime(String(400 * 24 * hour), undefined, now)).toBe('2026-09-24T10:00:00.000Z'); // at most 60 days
  });
});

describe('X-Action-Age with a clock that agrees', () => {
  it('keeps the device’s own tap time to the millisecond when the clocks agree within a minute', () => {
    const now = '2026-11-23T10:00:00.000Z';
    expect(parseActionTime('1500', '2026-11-23T09:59:58.493Z', now)).toBe('2026-11-23T09:59:58.493Z');
    expect(parseActionTime('1500', '2026-11-23T08:59:58.500Z', now)).toBe('2026-11-23T09:59:58.500Z'); // an hour off: counted
  });
});

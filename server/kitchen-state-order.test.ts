// Queued kitchen changes do not undo newer ones (docs/api.md, "Kitchen state"): a chef's open,
// close, pause or resume tapped before the kitchen's last change (made on another device, or by
// the server's heartbeat) is not applied, and its answer carries the kitchen as it stands. A send
// whose answer was lost is replayed from the key store however late its retry comes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { purgeOldAnswers } from './store/idempotency.ts';
import { login, startServer, type Harness } from './testing/harness.ts';
import { kitchenCalls, parseKitchen } from './testing/kitchen.ts';

const noonInVilnius = Date.parse('2026-11-23T10:00:00.000Z');
const minute = 60_000;
const hour = 60 * minute;
let clock = noonInVilnius;
let h: Harness;
let demo: ReturnType<typeof kitchenCalls>;
beforeAll(async () => {
  h = await startServer({ now: () => clock });
  demo = kitchenCalls(h, (await login(h.server.url, 'demo@chef.test')).token);
});
afterAll(() => h.dispose());
beforeEach(async () => {
  clock += hour;
  await demo.toggle(true);
});

const tappedAgo = (ms: number) => ({ 'Idempotency-Key': crypto.randomUUID(), 'X-Action-Age': String(ms) });

describe('kitchen changes by tap time', () => {
  it('a close tapped offline at 07:00 does not undo the open made at 09:00 on another device', async () => {
    clock += 2 * hour;
    await demo.toggle(false, tappedAgo(0)); // another device closes now
    await demo.toggle(true, tappedAgo(0)); // and opens again
    const late = await demo.toggle(false, tappedAgo(2 * hour)); // the phone's close, tapped two hours ago, arrives
    expect(late.status).toBe(200);
    expect(late.json.message).toBe('A newer change to your kitchen was kept.');
    expect(parseKitchen(late).is_open).toBe(true);
    expect((await demo.kitchen()).is_open).toBe(true);
  });

  it('a resume tapped before a newer pause (another device, or the heartbeat) does not end that pause', async () => {
    await demo.pause('1_hour', tappedAgo(0));
    clock += 10 * minute;
    await demo.pause('15_min', tappedAgo(0)); // a newer pause
    const late = await demo.resume(tappedAgo(5 * minute)); // tapped before the newer pause
    expect(parseKitchen(late).pause?.until).toBe(new Date(clock + 15 * minute).toISOString());
    const fresh = await demo.resume(tappedAgo(0));
    expect(parseKitchen(fresh).pause).toBeNull();
  });

  it('keeps every key for 31 days: a retry after three days is replayed, not applied again', async () => {
    const key = { 'Idempotency-Key': crypto.randomUUID(), 'X-Action-Age': '0' };
    const first = await demo.toggle(false, key);
    await demo.toggle(true, tappedAgo(0)); // opened since
    clock += 3 * 24 * hour;
    purgeOldAnswers(h.server.db, clock);
    const retry = await demo.toggle(false, { ...key, 'X-Action-Age': String(3 * 24 * hour) });
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(retry.json).toEqual(first.json);
    expect((await demo.kitchen()).is_open).toBe(true);
  });
});

describe('a device whose clock runs ahead', () => {
  it('does not beat a later real tap of another device: its tap counts from its arrival at most', async () => {
    clock += 2 * hour;
    const ahead = new Date(clock + 55_000).toISOString(); // this phone's clock runs 55 s ahead
    await demo.toggle(false, { 'Idempotency-Key': crypto.randomUUID(), 'X-Action-Age': '0', 'X-Action-At': ahead });
    clock += 20_000;
    const later = await demo.toggle(true, tappedAgo(0)); // another device opens 20 s later
    expect(later.json.message).not.toBe('A newer change to your kitchen was kept.');
    expect(parseKitchen(later).is_open).toBe(true);
    expect((await demo.kitchen()).is_open).toBe(true);
  });
});

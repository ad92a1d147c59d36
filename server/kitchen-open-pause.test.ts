// Open/closed, pause and resume (POST /chef/kitchen/toggle, /pause, /resume): the toggle sets (a
// replay changes nothing), a pause counts from the tap (X-Action-At, clamped), "until opening" is
// the next opening time in Vilnius, a pause runs out by itself (and the chef is told), each call
// is idempotent, and only an approved chef reaches them, each their own kitchen.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, setChefStatus, setKitchen, startServer, type Harness } from './testing/harness.ts';
import { kitchenCalls, parseKitchen } from './testing/kitchen.ts';

const minute = 60_000;
// Monday 23 November 2026, 12:00 in Vilnius (UTC+2).
const noonInVilnius = Date.parse('2026-11-23T10:00:00.000Z');
let clock = noonInVilnius;
let h: Harness;
let demo: ReturnType<typeof kitchenCalls>;
const iso = (ms: number) => new Date(ms).toISOString();
const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });

beforeAll(async () => {
  h = await startServer({ now: () => clock });
  demo = kitchenCalls(h, (await login(h.server.url, 'demo@chef.test')).token);
});
afterAll(() => h.dispose());
/** Sets the clock back: a real server's clock never goes back, so the last change's time (a newer
 * change wins: kitchen-state-order.test.ts) is forgotten with it. */
function rewindTo(time: number): void {
  clock = time;
  h.server.db.prepare('UPDATE kitchens SET state_changed_at = NULL').run();
}

beforeEach(async () => {
  rewindTo(noonInVilnius); // each test starts at the same noon
  await demo.toggle(true);
});

describe('POST /chef/kitchen/toggle', () => {
  it('sets the state asked for (twice closed stays closed)', async () => {
    expect(parseKitchen(await demo.toggle(false)).is_open).toBe(false);
    expect(parseKitchen(await demo.toggle(false)).is_open).toBe(false);
    expect((await demo.kitchen()).is_open).toBe(false);
    expect(parseKitchen(await demo.toggle(true)).is_open).toBe(true);
  });

  it('is idempotent: the same key again answers the stored close and changes nothing', async () => {
    const close = key();
    const first = await demo.toggle(false, close);
    expect(parseKitchen(first).is_open).toBe(false);
    await demo.toggle(true);
    const opened = await demo.kitchen();
    clock += minute;
    const again = await demo.toggle(false, close);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json.result).toEqual(first.json.result);
    expect(await demo.kitchen()).toEqual(opened);
  });

  it('refuses a body without is_open (422)', async () => {
    const toggle = await demo.toggle(null as unknown as boolean);
    expect(toggle.status).toBe(422);
    expect(toggle.json.errors).toEqual({ is_open: ['Say whether the kitchen is open.'] });
  });
});

describe('POST /chef/kitchen/pause and /resume', () => {
  it('pauses for 15 minutes from the tap, and a replay of the same key does not move it', async () => {
    clock += 10 * minute;
    const pause = { ...key(), 'X-Action-At': iso(clock - minute) };
    const first = parseKitchen(await demo.pause('15_min', pause));
    expect(first.pause).toEqual({ reason: 'chef', since: iso(clock - minute), until: iso(clock + 14 * minute) });
    expect(first.is_open).toBe(true);
    clock += 5 * minute;
    const again = await demo.pause('15_min', pause);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await demo.kitchen()).pause?.until).toBe(iso(noonInVilnius + 24 * minute));
  });

  it('counts 30 min and 1 hour; a tap is never before the kitchen existed nor after it arrived', async () => {
    const beforeKitchen = parseKitchen(await demo.pause('15_min', { 'X-Action-At': iso(clock - 60 * minute) }));
    expect(beforeKitchen.pause?.since).toBe(iso(noonInVilnius));
    expect(parseKitchen(await demo.pause('30_min')).pause?.until).toBe(iso(clock + 30 * minute));
    const future = parseKitchen(await demo.pause('1_hour', { 'X-Action-At': iso(clock + 10 * 60 * minute) }));
    expect(future.pause).toMatchObject({ since: iso(clock), until: iso(clock + 60 * minute) });
  });

  it('pauses until the next opening time on the kitchen’s clock (Europe/Vilnius)', async () => {
    await setKitchenHours('10:00');
    // At 12:00 in Vilnius the next 10:00 is tomorrow's (08:00 UTC in winter).
    expect(parseKitchen(await demo.pause('until_opening')).pause?.until).toBe('2026-11-24T08:00:00.000Z');
    // At 08:30 in Vilnius it is today's.
    rewindTo(Date.parse('2026-11-23T06:30:00.000Z'));
    expect(parseKitchen(await demo.pause('until_opening')).pause?.until).toBe('2026-11-23T08:00:00.000Z');
    // In summer Vilnius is UTC+3.
    rewindTo(Date.parse('2026-07-01T12:00:00.000Z'));
    expect(parseKitchen(await demo.pause('until_opening')).pause?.until).toBe('2026-07-02T07:00:00.000Z');
  });

  it('answers 409 with the kitchen when it is closed, and 422 for an unknown length', async () => {
    await demo.toggle(false);
    const closed = await demo.pause('15_min');
    expect(closed.status).toBe(409);
    expect(parseKitchen(closed)).toMatchObject({ is_open: false, pause: null });
    await demo.toggle(true);
    const unknown = await demo.pause('2_days');
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors).toEqual({ pause_for: ['Choose how long to pause new orders.'] });
  });

  it('ends the pause on resume, on closing and on opening', async () => {
    await demo.pause('1_hour');
    const resumed = await demo.resume(key());
    expect(parseKitchen(resumed).pause).toBeNull();
    expect((await demo.kitchen()).pause).toBeNull();

    await demo.pause('1_hour');
    expect(parseKitchen(await demo.toggle(false)).pause).toBeNull();
    await demo.toggle(true);
    await demo.pause('1_hour');
    expect(parseKitchen(await demo.toggle(true)).pause).toBeNull();
  });

  it('resumes by itself at paused_until, for real, and tells the chef', async () => {
    await demo.pause('15_min');
    const before = (await demo.notifications()).length;
    clock += 14 * minute;
    expect((await demo.kitchen()).pause).not.toBeNull();
    clock += minute;
    // Over on the next read at once, and cleared in the database by the kitchen watch.
    expect((await demo.kitchen()).pause).toBeNull();
    await vi.waitFor(
      () => {
        const row = h.server.db.prepare("SELECT paused_at FROM kitchens JOIN chefs ON chefs.id = kitchens.chef_id WHERE chefs.email = 'demo@chef.test'").get() as { paused_at: string | null };
        expect(row.paused_at).toBeNull();
      },
      { timeout: 3000, interval: 50 },
    );
    const notifications = await demo.notifications();
    expect(notifications).toHaveLength(before + 1);
    expect(notifications[0]).toMatchObject({ type: 'kitchen_status', data: { title: 'New orders are back on', body: 'Your pause ended at 12:15: customers can order again.', action_url: '/kitchen' } });
  });
});

describe('who may', () => {
  it('refuses a chef who is not approved (403) on every kitchen call', async () => {
    const docs = kitchenCalls(h, (await login(h.server.url, 'docs@chef.test')).token);
    for (const answer of [await docs.get(), await docs.toggle(true), await docs.pause('15_min'), await docs.resume()]) {
      expect(answer.status).toBe(403);
      expect(answer.json.message).toBe('Your account is not approved yet. Finish your onboarding and wait for approval.');
    }
  });

  it('keeps each chef to their own kitchen (same Idempotency-Key too); no opening time -> 422 until opening', async () => {
    setChefStatus(h.server, 'pending@chef.test', 'approved');
    const greta = kitchenCalls(h, (await login(h.server.url, 'pending@chef.test')).token);
    const demoBefore = await demo.kitchen();
    const shared = key();
    const opened = parseKitchen(await greta.toggle(true, shared));
    expect(opened.id).not.toBe(demoBefore.id);
    expect(opened.is_open).toBe(true);
    const noHours = await greta.pause('until_opening');
    expect(noHours.status).toBe(422);
    expect(noHours.json.errors).toEqual({ pause_for: ['Set an opening time first: the kitchen has none to pause until.'] });
    expect(parseKitchen(await greta.pause('30_min')).pause?.reason).toBe('chef');
    // The demo chef's request with the same key is not Greta's answer.
    const demoClose = await demo.toggle(false, shared);
    expect(demoClose.headers.get('Idempotent-Replayed')).toBeNull();
    expect(parseKitchen(demoClose).id).toBe(demoBefore.id);
    expect((await greta.kitchen()).is_open).toBe(true);
    expect((await demo.kitchen()).pause).toBeNull();
  });
});

async function setKitchenHours(opening: string): Promise<void> {
  setKitchen(h.server, 'demo@chef.test', { opening_time: opening });
}

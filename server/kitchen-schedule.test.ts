// The kitchen's week and closures on the reference server: PUT /chef/kitchen/schedule (422 per
// day), closures added once per client_id and removed, orders refused with 409 and the reason while
// the kitchen is closed by its week (across midnight, across a daylight-saving change) or a closure
// (one spanning a month's end), the simulator placing none then, "until opening" by the week, the
// one daily range of an older edit becoming every day's, and migration 16 on an existing kitchen.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { everyDay, type WeeklySchedule } from '../src/contract/index.ts';
import { migrations } from './db/migrations.ts';
import { migrate } from './db/open.ts';
import { demoClosure, demoWeek, seedDemoKitchen } from './db/seed-kitchen.ts';
import { simulateCustomerOrder } from './orders/simulator.ts';
import { call, login, startServer, type Harness } from './testing/harness.ts';
import { kitchenCalls, kitchenForm, parseKitchen, validKitchenEdit } from './testing/kitchen.ts';

let clock = Date.parse('2026-11-23T10:00:00.000Z'); // Monday noon in Vilnius
let h: Harness;
let token: string;
let demo: ReturnType<typeof kitchenCalls>;
const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });
const week = (days: Partial<WeeklySchedule>): WeeklySchedule => ({ ...everyDay(null), ...days });

beforeAll(async () => {
  // Tokens that outlive the clock's jumps of months (and back) between tests.
  h = await startServer({ now: () => clock, tokenLifetimeDays: 100_000, tokenIdleDays: 100_000 });
  token = (await login(h.server.url, 'demo@chef.test')).token;
  demo = kitchenCalls(h, token);
});
afterAll(() => h.dispose());
beforeEach(() => {
  h.server.db.prepare('DELETE FROM kitchen_closures').run();
  h.server.db.prepare('UPDATE kitchens SET schedule = NULL, state_changed_at = NULL, paused_at = NULL, paused_until = NULL, pause_reason = NULL, is_open = 1').run();
});

const putSchedule = (body: unknown, headers: Record<string, string> = key()) => call(h.server.url, 'PUT', '/api/chef/kitchen/schedule', { token, body, headers });
const addClosure = (body: unknown, headers: Record<string, string> = key()) => call(h.server.url, 'POST', '/api/chef/kitchen/closures', { token, body, headers });
const removeClosure = (id: number | string) => call(h.server.url, 'DELETE', `/api/chef/kitchen/closures/${id}`, { token, headers: key() });
/** POST /admin/orders for the demo chef at an instant. */
async function orderAt(iso: string) {
  clock = Date.parse(iso);
  return call(h.server.url, 'POST', '/admin/orders', { token: h.server.adminToken, body: { email: 'demo@chef.test' } });
}

describe('PUT /chef/kitchen/schedule', () => {
  it('stores the week, answers the kitchen, and keeps the older builds’ range as the first open day’s', async () => {
    const lunchAndDinner = [
      { from: '11:00', to: '14:30' },
      { from: '17:00', to: '22:00' },
    ];
    const kitchen = parseKitchen(await putSchedule(week({ tuesday: lunchAndDinner, sunday: [{ from: '00:00', to: '00:00' }] })));
    expect(kitchen.schedule?.tuesday).toEqual(lunchAndDinner);
    expect(kitchen.schedule?.monday).toEqual([]);
    expect(kitchen.schedule?.sunday).toEqual([{ from: '00:00', to: '00:00' }]);
    expect([kitchen.opening_time, kitchen.closing_time]).toEqual(['11:00', '14:30']);
    expect((await demo.kitchen()).schedule).toEqual(kitchen.schedule);
  });

  it('answers 422 naming each day that is wrong, and stores nothing', async () => {
    const answer = await putSchedule(week({ monday: [{ from: '11:00', to: '15:00' }, { from: '14:00', to: '20:00' }], friday: [{ from: '12:00', to: '12:00' }] }));
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.errors ?? {}).sort()).toEqual(['friday', 'monday']);
    expect(answer.json.errors?.monday?.[0]).toMatch(/overlap/);
    expect((await demo.kitchen()).schedule).toBeNull();
  });

  it('tells the chef’s devices (a kitchen_status notification)', async () => {
    await putSchedule(everyDay({ from: '10:00', to: '20:00' }));
    expect((await demo.notifications())[0]).toMatchObject({ type: 'kitchen_status', data: { title: 'Opening hours changed' } });
  });
});

describe('closures', () => {
  it('adds one per client_id (a retry with a new key adds nothing), lists those ahead soonest first, removes one', async () => {
    const clientId = crypto.randomUUID();
    const vacation = { from: '2027-01-10', to: '2027-01-20', reason: 'Vacation', client_id: clientId };
    parseKitchen(await addClosure({ from: '2026-12-24', to: '2026-12-26', reason: 'Holiday' }));
    parseKitchen(await addClosure(vacation));
    const again = parseKitchen(await addClosure(vacation));
    expect(again.closures.map((closure) => [closure.from, closure.to, closure.reason])).toEqual([
      ['2026-12-24', '2026-12-26', 'Holiday'],
      ['2027-01-10', '2027-01-20', 'Vacation'],
    ]);
    expect(again.closures[1]?.client_id).toBe(clientId);

    // Once a closure has ended it is no longer in the kitchen.
    clock = Date.parse('2026-12-27T10:00:00.000Z');
    expect((await demo.kitchen()).closures.map((closure) => closure.reason)).toEqual(['Vacation']);

    const removed = parseKitchen(await removeClosure(again.closures[1]?.id ?? 0));
    expect(removed.closures).toEqual([]);
    // Removing it again (a retry, another device) answers the kitchen as it is.
    expect((await removeClosure(again.closures[1]?.id ?? 0)).status).toBe(200);
    // By the device's id: one added offline and removed before its id was known.
    const byClient = crypto.randomUUID();
    expect(parseKitchen(await addClosure({ ...vacation, client_id: byClient })).closures).toHaveLength(1);
    expect(parseKitchen(await removeClosure(byClient)).closures).toEqual([]);
  });

  it('answers 422 for a last day before the first or no reason', async () => {
    const answer = await addClosure({ from: '2026-12-20', to: '2026-12-10', reason: ' ' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json.errors ?? {}).sort()).toEqual(['reason', 'to']);
  });
});

describe('orders only inside the week and outside closures (POST /admin/orders)', () => {
  it('takes any order from a kitchen that never set a week', async () => {
    expect((await orderAt('2026-11-29T02:00:00.000Z')).status).toBe(201);
  });

  it('takes an order across midnight until the range ends, then answers 409 with when it opens', async () => {
    await putSchedule(week({ friday: [{ from: '18:00', to: '01:00' }], saturday: [{ from: '11:00', to: '14:00' }] }));
    expect((await orderAt('2026-11-27T22:30:00.000Z')).status).toBe(201); // Saturday 00:30 in Vilnius
    const refused = await orderAt('2026-11-27T23:30:00.000Z'); // Saturday 01:30
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'kitchen_closed_by_schedule', opens_at: '2026-11-28T09:00:00.000Z' });
    expect(refused.json.message).toBe('The kitchen is closed now by its opening hours. It opens at 11:00.');
    expect(refused.json.result).toMatchObject({ code: 'kitchen_closed_by_schedule', opens_at: '2026-11-28T09:00:00.000Z' });
  });

  it('keeps the clock’s times across the change to summer time', async () => {
    // Saturday 28 March 2026 22:00 (UTC+2) to Sunday 05:00 (UTC+3): the night is an hour shorter.
    await putSchedule(week({ saturday: [{ from: '22:00', to: '05:00' }], sunday: [{ from: '09:00', to: '12:00' }] }));
    expect((await orderAt('2026-03-28T19:59:00.000Z')).status).toBe(409);
    expect((await orderAt('2026-03-29T01:59:00.000Z')).status).toBe(201); // 04:59 summer time
    const refused = await orderAt('2026-03-29T02:00:00.000Z'); // 05:00 summer time
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'kitchen_closed_by_schedule', opens_at: '2026-03-29T06:00:00.000Z' });
  });

  it('refuses every day of a closure spanning the month’s end with its reason, and opens after it', async () => {
    await putSchedule(everyDay({ from: '10:00', to: '20:00' }));
    await addClosure({ from: '2026-12-28', to: '2027-01-05', reason: 'Holiday' });
    expect((await orderAt('2026-12-27T10:00:00.000Z')).status).toBe(201);
    for (const day of ['2026-12-28', '2026-12-31', '2027-01-01', '2027-01-05']) {
      const refused = await orderAt(`${day}T10:00:00.000Z`);
      expect(refused.status).toBe(409);
      expect(refused.json).toMatchObject({ code: 'kitchen_closure', opens_at: '2027-01-06T08:00:00.000Z' });
      expect(refused.json.message).toMatch(/^The kitchen is closed today \(Holiday\)\. It opens /);
    }
    expect((await orderAt('2027-01-06T08:00:00.000Z')).status).toBe(201);
  });

  it('the simulator places none while the kitchen is closed by its week', async () => {
    await putSchedule(week({ tuesday: [{ from: '17:00', to: '21:00' }] }));
    const deps = { db: h.server.db, broadcastToChef: h.server.broadcastToChef, nowIso: () => new Date(clock).toISOString() };
    expect(simulateCustomerOrder(deps, Date.parse('2026-11-24T10:00:00.000Z'))).toEqual({ skipped: 'closed by its hours' });
    expect('placed' in simulateCustomerOrder(deps, Date.parse('2026-11-24T16:00:00.000Z'))).toBe(true);
  });
});

describe('the pause and the kitchen edit with a week', () => {
  it('pauses "until opening" to the week’s next opening', async () => {
    await putSchedule(week({ monday: [{ from: '11:00', to: '14:00' }], wednesday: [{ from: '17:00', to: '21:00' }] }));
    clock = Date.parse('2026-11-23T10:00:00.000Z'); // Monday 12:00, open until 14:00
    const paused = parseKitchen(await demo.pause('until_opening', key()));
    expect(paused.pause?.until).toBe('2026-11-25T15:00:00.000Z'); // Wednesday 17:00
  });

  it('makes a kitchen’s one daily range every day’s, and an unchanged range leaves the week alone', async () => {
    const first = parseKitchen(await demo.edit(kitchenForm(validKitchenEdit), key()));
    expect(first.schedule).toEqual(everyDay({ from: '09:00', to: '01:30' }));
    await putSchedule(demoWeek);
    const unchanged = parseKitchen(await demo.edit(kitchenForm({ ...validKitchenEdit, opening_time: '11:00', closing_time: '14:30' }), key()));
    expect(unchanged.schedule).toEqual(demoWeek);
  });
});

describe('migration 16 and the demo kitchen', () => {
  it('turns an existing kitchen’s range into every day’s week; one without hours has none', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
    for (const migration of migrations.filter((m) => m.version < 16)) {
      db.exec(migration.sql);
      db.prepare('INSERT INTO migrations VALUES (?, ?, ?)').run(migration.version, migration.name, '2026-01-01');
    }
    const chef = db.prepare("INSERT INTO chefs (uuid, status, first_name, last_name, email, created_at, updated_at) VALUES (?, 'approved', 'A', 'B', ?, 'x', 'x')");
    chef.run('u1', 'a@chef.test');
    chef.run('u2', 'b@chef.test');
    const kitchen = db.prepare("INSERT INTO kitchens (chef_id, name, opening_time, closing_time, delivery_option, is_open, created_at, updated_at) VALUES (?, 'K', ?, ?, 'both', 1, 'x', 'x')");
    kitchen.run(1, '18:00', '02:00');
    kitchen.run(2, null, null);
    migrate(db, () => {});
    const rows = db.prepare('SELECT chef_id, schedule FROM kitchens ORDER BY chef_id').all() as { chef_id: number; schedule: string | null }[];
    expect(JSON.parse(rows[0]?.schedule ?? 'null')).toEqual(everyDay({ from: '18:00', to: '02:00' }));
    expect(rows[1]?.schedule).toBeNull();
    db.close();
  });

  it('seeds the demo kitchen with Monday off, lunch and dinner, and a vacation next month', async () => {
    const fresh = await startServer({ demoKitchenHours: 'week', now: () => Date.parse('2026-11-29T10:00:00.000Z') });
    try {
      const kitchen = await kitchenCalls(fresh, (await login(fresh.server.url, 'demo@chef.test')).token).kitchen();
      expect(kitchen.schedule).toEqual(demoWeek);
      expect(kitchen.closures).toMatchObject([{ from: '2026-12-10', to: '2026-12-20', reason: 'Vacation' }]);
      expect(demoClosure(Date.parse('2027-01-31T10:00:00.000Z'))).toEqual({ from: '2027-02-10', to: '2027-02-20', reason: 'Vacation' });
      expect(seedDemoKitchen(fresh.server.db, Date.now(), fresh.dataDir, 'week')).toBe(false); // once
    } finally {
      await fresh.dispose();
    }
  });
});

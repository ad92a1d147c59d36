// The week's hours and closures through the outbox: on the device at once, each sent once in the
// order made (a closure removed before its add was answered is named by its client_id), kept on top
// of a kitchen answer that arrives while they wait, and the server's answer stored after.
import { describe, expect, it } from 'vitest';
import { everyDay, type Kitchen, type WeeklySchedule } from '@/contract';
import { mutate } from '../engine/mutate';
import { OutboxReplayer } from '../engine/outbox';
import { operationVersion } from '../engine/operation-version-table';
import { createTestDb } from '../testing/fake-db';
import { closureRef, localClosureId } from './schedule-effect';

const stored: Kitchen = {
  id: 1,
  name: 'Ona’s kitchen',
  phone: null,
  description: null,
  logo_url: null,
  city_id: 1,
  city: 'Vilnius',
  postal_code: null,
  main_street: null,
  building_details: null,
  opening_time: '10:00',
  closing_time: '21:00',
  preparation_time: 30,
  delivery_option: 'both',
  delivery_cost: 2.5,
  latitude: null,
  longitude: null,
  is_open: true,
  pause: null,
  busy: null,
  schedule: everyDay({ from: '10:00', to: '21:00' }),
  closures: [],
  updated_at: '2026-11-23T08:00:00.000Z',
};
const tappedAt = (iso: string) => ({ now: () => new Date(iso) });
const mondayOff: WeeklySchedule = { ...everyDay({ from: '11:00', to: '22:00' }), monday: [] };
const vacation = { client_id: 'c0ffee00-0000-4000-8000-000000000001', from: '2026-12-10', to: '2026-12-20', reason: 'Vacation' };

describe('the week and closures through the outbox', () => {
  it('shows at once: the week, a closure added (soonest first, ended ones left out) and one removed', async () => {
    const { db } = createTestDb();
    await db.kitchen.put({ ...stored, closures: [{ id: 7, client_id: null, from: '2026-12-24', to: '2026-12-26', reason: 'Holiday' }] });
    await mutate(db, { kind: 'saveSchedule', schedule: mondayOff }, tappedAt('2026-11-23T10:00:00.000Z'));
    expect((await db.kitchen.get(1))?.schedule).toEqual(mondayOff);
    await mutate(db, { kind: 'addClosure', closure: vacation }, tappedAt('2026-11-23T10:01:00.000Z'));
    const added = (await db.kitchen.get(1))?.closures ?? [];
    expect(added.map((closure) => closure.reason)).toEqual(['Vacation', 'Holiday']);
    expect(added[0]).toMatchObject({ id: localClosureId(vacation.client_id), client_id: vacation.client_id });
    expect(closureRef(added[0] ?? { id: 0 })).toBe(vacation.client_id);
    await mutate(db, { kind: 'removeClosure', ref: '7' });
    expect((await db.kitchen.get(1))?.closures.map((closure) => closure.reason)).toEqual(['Vacation']);
  });

  it('sends each once in order, the removal of a closure made here by its client_id, and keeps later ones on top of an answer', async () => {
    const { db } = createTestDb();
    await db.kitchen.put(stored);
    await mutate(db, { kind: 'saveSchedule', schedule: mondayOff });
    await mutate(db, { kind: 'addClosure', closure: vacation });
    await mutate(db, { kind: 'removeClosure', ref: vacation.client_id });
    const sent: unknown[] = [];
    let calls = 0;
    const outbox = new OutboxReplayer({
      db,
      engineId: 't',
      send: async (request) => {
        calls += 1;
        sent.push(request);
        // The week's answer, the closure not sent yet: the device keeps it removed (on top).
        if (calls === 1) return { ...stored, schedule: mondayOff };
        if (calls === 2) return { ...stored, schedule: mondayOff, closures: [{ id: 41, ...vacation }] };
        return { ...stored, schedule: mondayOff, closures: [] };
      },
    });
    await outbox.flush();
    expect(sent).toEqual([
      { method: 'PUT', path: 'chef/kitchen/schedule', json: mondayOff },
      { method: 'POST', path: 'chef/kitchen/closures', json: vacation },
      { method: 'DELETE', path: `chef/kitchen/closures/${vacation.client_id}` },
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.kitchen.get(1)).toMatchObject({ schedule: mondayOff, closures: [] });
  });

  it('adds a closure double-tapped once on the device; the new kinds are at version 1', async () => {
    const { db } = createTestDb();
    await db.kitchen.put(stored);
    await mutate(db, { kind: 'addClosure', closure: vacation });
    await mutate(db, { kind: 'addClosure', closure: vacation }); // a double tap: one closure on the device
    expect((await db.kitchen.get(1))?.closures).toHaveLength(1);
    expect([operationVersion('saveSchedule'), operationVersion('addClosure'), operationVersion('removeClosure')]).toEqual([1, 1, 1]);
  });
});

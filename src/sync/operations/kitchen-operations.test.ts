import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Kitchen, KitchenUpdateRequest } from '@/contract';
import { noteServerDate, resetServerClock } from '@/lib/server-clock';
import { mutate } from '../engine/mutate';
import { OutboxReplayer } from '../engine/outbox';
import { createTestDb } from '../testing/fake-db';

const stored: Kitchen = {
  id: 1,
  name: 'Ona’s kitchen',
  phone: '+37061234567',
  description: null,
  logo_url: null,
  city_id: 1,
  city: 'Vilnius',
  postal_code: 'LT-01100',
  main_street: 'Gedimino pr. 1',
  building_details: null,
  opening_time: '10:00',
  closing_time: '21:00',
  preparation_time: 30,
  delivery_option: 'both',
  delivery_cost: 2.5,
  latitude: 54.6872,
  longitude: 25.2797,
  is_open: true,
  pause: null,
  busy: null,
  schedule: null,
  closures: [],
  updated_at: '2026-11-23T08:00:00.000Z',
};

const edit: KitchenUpdateRequest = {
  name: 'Ona’s cepelinai',
  phone: '+37061234567',
  description: '',
  city_id: 2,
  postal_code: 'LT-44250',
  main_street: 'Laisvės al. 12',
  building_details: 'Door 3',
  opening_time: '17:00',
  closing_time: '01:00',
  preparation_time: 40,
  delivery_option: 'pickup',
  delivery_cost: null,
  latitude: 54.8985,
  longitude: 23.9036,
};

const tappedAt = (iso: string) => ({ now: () => new Date(iso) });

afterEach(() => {
  resetServerClock();
});

describe('the kitchen through the outbox', () => {
  it('closes at once on the device and sends the chosen state, not a flip', async () => {
    const { db } = createTestDb();
    await db.kitchen.put(stored);
    await mutate(db, { kind: 'setKitchenOpen', isOpen: false });
    expect((await db.kitchen.get(1))?.is_open).toBe(false);

    const sent: unknown[] = [];
    const outbox = new OutboxReplayer({ db, engineId: 't', send: async (request) => (sent.push(request), { ...stored, is_open: false, updated_at: '2026-11-23T09:00:00.000Z' }) });
    await outbox.flush();
    expect(sent).toEqual([{ method: 'POST', path: 'chef/kitchen/toggle', json: { is_open: false } }]);
    expect(await db.kitchen.get(1)).toMatchObject({ is_open: false, updated_at: '2026-11-23T09:00:00.000Z' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('pauses from the tap: 15 minutes, or until the next opening on the kitchen clock', async () => {
    const { db } = createTestDb();
    await db.kitchen.put(stored);
    await mutate(db, { kind: 'pauseKitchen', pauseFor: '15_min' }, tappedAt('2026-11-23T17:04:00.000Z'));
    expect((await db.kitchen.get(1))?.pause).toEqual({ reason: 'chef', since: '2026-11-23T17:04:00.000Z', until: '2026-11-23T17:19:00.000Z' });
    await mutate(db, { kind: 'pauseKitchen', pauseFor: 'until_opening' }, tappedAt('2026-11-23T17:05:00.000Z'));
    expect((await db.kitchen.get(1))?.pause?.until).toBe('2026-11-24T08:00:00.000Z');
    await mutate(db, { kind: 'resumeKitchen' });
    expect((await db.kitchen.get(1))?.pause).toBeNull();
  });

  it('on a phone two days ahead, the pause and the busy mode on the device are on the server\'s clock, as its answer will be', async () => {
    const { db } = createTestDb();
    await db.kitchen.put(stored);
    const phone = Date.parse('2026-11-25T17:04:00.000Z');
    noteServerDate(new Date(phone - 2 * 86_400_000).toUTCString(), phone + 500); // the server's Date header (whole seconds, read as half a second later): two days behind the phone
    await mutate(db, { kind: 'pauseKitchen', pauseFor: '15_min' }, { now: () => new Date(phone) });
    expect((await db.kitchen.get(1))?.pause).toEqual({ reason: 'chef', since: '2026-11-23T17:04:00.000Z', until: '2026-11-23T17:19:00.000Z' });
    await mutate(db, { kind: 'setKitchenBusy', extraMinutes: 20, busyFor: '30_min' }, { now: () => new Date(phone) });
    expect((await db.kitchen.get(1))?.busy).toEqual({ extra_minutes: 20, since: '2026-11-23T17:04:00.000Z', until: '2026-11-23T17:34:00.000Z' });
  });

  it('stores an answer though an unsent entry behind it cannot be applied (an older shape): that one alone is left out', async () => {
    const { db } = createTestDb();
    await db.kitchen.put(stored);
    await mutate(db, { kind: 'setKitchenOpen', isOpen: false });
    // An older build's kitchen edit, in a shape this code cannot read (no `kitchen` fields).
    await db.outbox.add({ id: 'old-edit', entity: 'kitchen', operation: { kind: 'updateKitchen', name: 'Ona (old shape)' } as never, actionAt: new Date().toISOString(), attempts: 0, nextAttemptAt: 0, lastError: null, claimedBy: null, claimedUntil: 0, opVersion: 1 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const outbox = new OutboxReplayer({ db, engineId: 't', send: async () => ({ ...stored, is_open: false, updated_at: '2026-11-23T09:00:00.000Z' }) });
    await outbox.flush();
    // The close was applied and its answer stored: it is no longer waiting, claimed, for its lease.
    expect((await db.outbox.toArray()).map((entry) => entry.operation.kind)).toEqual(['updateKitchen']);
    expect(await db.kitchen.get(1)).toMatchObject({ is_open: false, updated_at: '2026-11-23T09:00:00.000Z' });
    expect(warn).toHaveBeenCalled();
    outbox.stop();
    warn.mockRestore();
  });

  it('keeps a later unsent action on top of the answer to an earlier one', async () => {
    const { db } = createTestDb();
    await db.kitchen.put(stored);
    await mutate(db, { kind: 'setKitchenOpen', isOpen: false });
    await mutate(db, { kind: 'setKitchenOpen', isOpen: true });
    let calls = 0;
    // The first answer arrives while the reopening still waits: the kitchen must stay open here.
    const outbox = new OutboxReplayer({
      db,
      engineId: 't',
      send: async (request) => {
        calls += 1;
        if (calls === 1) {
          expect(request).toMatchObject({ path: 'chef/kitchen/toggle', json: { is_open: false } });
          return { ...stored, is_open: false };
        }
        throw new TypeError('Failed to fetch');
      },
    });
    await outbox.flush();
    expect((await db.kitchen.get(1))?.is_open).toBe(true);
    expect(await db.outbox.count()).toBe(1);
  });

  it('sends an edit as multipart with the logo, and shows the typed fields and the city at once', async () => {
    const { db } = createTestDb();
    await db.kitchen.put(stored);
    await db.cities.bulkPut([
      { id: 1, name: 'Vilnius' },
      { id: 2, name: 'Kaunas' },
    ]);
    const logo = new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50])], { type: 'image/webp' });
    await mutate(db, { kind: 'updateKitchen', kitchen: edit, logo, logoName: 'logo.webp' });
    expect(await db.kitchen.get(1)).toMatchObject({ name: 'Ona’s cepelinai', city: 'Kaunas', description: null, closing_time: '01:00', delivery_cost: null });

    let form: FormData | undefined;
    const outbox = new OutboxReplayer({
      db,
      engineId: 't',
      send: async (request) => {
        form = request.body;
        return { ...stored, ...edit, description: null, city: 'Kaunas', logo_url: '/api/kitchen-logos/new.webp' };
      },
    });
    await outbox.flush();
    expect(form?.get('name')).toBe('Ona’s cepelinai');
    expect(form?.get('delivery_cost')).toBe('');
    expect(form?.get('preparation_time')).toBe('40');
    const sentLogo = form?.get('logo');
    expect(sentLogo).toBeInstanceOf(Blob);
    expect((sentLogo as File).name).toBe('logo.webp');
    expect((sentLogo as Blob).size).toBe(12);
    expect((await db.kitchen.get(1))?.logo_url).toBe('/api/kitchen-logos/new.webp');
  });
});

import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@/api/client';
import type { Device } from '@/contract';
import { mutate } from '../engine/mutate';
import { OutboxReplayer, type Transport } from '../engine/outbox';
import { pullCollection } from '../pull/pull';
import { createTestDb } from '../testing/fake-db';
import { readSavedDevices } from './device-list';
import { DEVICES_KEY } from './device-operations';

const device = (id: number, fields: Partial<Device> = {}): Device => ({
  id,
  browser: 'Chrome',
  platform: 'Android',
  installed: true,
  last_seen_at: '2026-11-29T12:00:00.000Z',
  signed_in_at: '2026-11-20T12:00:00.000Z',
  push: true,
  rings_for_orders: true,
  current: false,
  ...fields,
});

const listed = [device(1, { current: true, browser: 'Firefox', platform: 'Linux' }), device(2), device(3, { browser: 'Safari', platform: 'iOS' })];

async function withList(devices: Device[]) {
  const { db } = createTestDb();
  await db.kv.put({ key: DEVICES_KEY, value: { devices, fetchedAt: '2026-11-29T12:00:00.000Z' } });
  return db;
}

describe('signed-in devices through the outbox', () => {
  it('a ring choice shows at once, is sent as PUT with the choice, and stays over a pull while it waits', async () => {
    const db = await withList(listed);
    await mutate(db, { kind: 'setDeviceRings', deviceId: 2, rings: false });
    expect((await readSavedDevices(db))?.devices.find((d) => d.id === 2)?.rings_for_orders).toBe(false);

    // A pull before it is sent (the server still says it rings) keeps the chef's choice on top.
    await pullCollection(db, { request: async () => listed } as unknown as ApiClient, 'devices');
    expect((await readSavedDevices(db))?.devices.find((d) => d.id === 2)?.rings_for_orders).toBe(false);

    const sent: unknown[] = [];
    const send: Transport = async (request) => {
      sent.push({ method: request.method, path: request.path, json: request.json });
      return device(2, { rings_for_orders: false });
    };
    const outbox = new OutboxReplayer({ db, engineId: 't', send });
    await outbox.flush();
    outbox.stop();
    expect(sent).toEqual([{ method: 'PUT', path: 'chef/devices/2', json: { rings_for_orders: false } }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('signing another device out takes it off the list at once, and a pull while it waits does not bring it back', async () => {
    const db = await withList(listed);
    await mutate(db, { kind: 'signOutDevice', deviceId: 3 });
    expect((await readSavedDevices(db))?.devices.map((d) => d.id)).toEqual([1, 2]);
    await pullCollection(db, { request: async () => listed } as unknown as ApiClient, 'devices');
    expect((await readSavedDevices(db))?.devices.map((d) => d.id)).toEqual([1, 2]);

    const sent: string[] = [];
    const outbox = new OutboxReplayer({ db, engineId: 't', send: async (request) => (sent.push(`${request.method} ${request.path}`), null) });
    await outbox.flush();
    outbox.stop();
    expect(sent).toEqual(['DELETE chef/devices/3']);
  });

  it('keeps the list with when it was fetched; before a first copy an action changes nothing on the device', async () => {
    const { db } = createTestDb();
    await mutate(db, { kind: 'setDeviceRings', deviceId: 2, rings: false });
    expect(await readSavedDevices(db)).toBeNull();
    await pullCollection(db, { request: async () => listed } as unknown as ApiClient, 'devices');
    const saved = await readSavedDevices(db);
    expect(Date.parse(saved?.fetchedAt ?? '')).not.toBeNaN();
    expect(saved?.devices.find((d) => d.id === 2)?.rings_for_orders).toBe(false);
  });
});

// A food made on this device and deleted before it was sent is never uploaded:
// the create, the actions on it and the delete leave the outbox in the delete's transaction. Only
// when the create may have reached the server (tried once, or held by a sender) is the delete sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxOperation } from '@/db/outbox-entry';
import { menuOperations } from './menu-operations';
import { mutate } from '../engine/mutate';
import { OutboxReplayer, type Transport } from '../engine/outbox';
import { createTestDb } from '../testing/fake-db';

const photo = () => new Blob([new Uint8Array(300_000)], { type: 'image/webp' });
const request = { name: 'Kibinai', price: 4, description: null, tags: ['Pastry'], daily_quantity: null, display_order: 4 };

async function madeOffline(db: ChefDb, key: string) {
  await mutate(db, { kind: 'createFood', food: { ...request, client_id: key }, image: photo(), imageName: 'k.webp' });
  await mutate(db, { kind: 'setFoodQuantity', foodKey: key, foodRef: key, dailyQuantity: 3 });
  await mutate(db, {
    kind: 'createOptionGroup',
    foodKey: key,
    foodRef: key,
    group: { name: 'Sauce', selection_type: 'single', max_selections: 1, is_required: false, client_id: crypto.randomUUID() },
  });
}

const kinds = async (db: ChefDb) => (await db.outbox.orderBy('seq').toArray()).map((entry) => entry.operation.kind);

function recordingReplayer(db: ChefDb) {
  const sent: Array<{ path: string; multipart: boolean }> = [];
  const send: Transport = async (req) => {
    sent.push({ path: `${req.method} ${req.path}`, multipart: req.body !== undefined });
    return null;
  };
  return { sent, outbox: new OutboxReplayer({ db, engineId: 'tab', send }) };
}

describe('a food created and deleted before it was sent', () => {
  it('is never uploaded: the create, its actions and the delete all leave the outbox; a later reorder forgets it', async () => {
    const { db } = createTestDb();
    const key = crypto.randomUUID();
    await madeOffline(db, key);
    await mutate(db, { kind: 'reorderFoods', foodKeys: ['id:1', key], foodRefs: ['cepelinai', key] });
    await mutate(db, { kind: 'setFoodAvailability', foodKey: 'id:1', foodRef: 'cepelinai', available: false }); // another food: stays
    await mutate(db, { kind: 'deleteFood', foodKey: key, foodRef: key });

    expect(await kinds(db)).toEqual(['reorderFoods', 'setFoodAvailability']);
    const reorder = (await db.outbox.orderBy('seq').first())!.operation as Extract<OutboxOperation, { kind: 'reorderFoods' }>;
    expect([reorder.foodKeys, reorder.foodRefs]).toEqual([['id:1'], ['cepelinai']]);
    expect(await db.menu.get(key)).toBeUndefined();

    const { sent, outbox } = recordingReplayer(db);
    await outbox.flush();
    expect(sent).toEqual([
      { path: 'POST chef/foods/reorder', multipart: false },
      { path: 'POST chef/foods/cepelinai/availability', multipart: false },
    ]);
  });

  it('is deleted on the server when its create was tried once (it may be there): everything is sent', async () => {
    const { db } = createTestDb();
    const key = crypto.randomUUID();
    await madeOffline(db, key);
    await db.outbox.where('entity').equals('menu').first((entry) => db.outbox.update(entry!.seq!, { attempts: 1, lastError: 'The upload stalled for 30 seconds.' }));
    await mutate(db, { kind: 'deleteFood', foodKey: key, foodRef: key });
    expect(await kinds(db)).toEqual(['createFood', 'setFoodQuantity', 'createOptionGroup', 'deleteFood']);
  });

  it('is deleted on the server when a sender holds its create (it is on its way)', async () => {
    const { db } = createTestDb();
    const key = crypto.randomUUID();
    await madeOffline(db, key);
    await db.outbox.where('entity').equals('menu').first((entry) => db.outbox.update(entry!.seq!, { claimedBy: 'service-worker', claimedUntil: Date.now() + 30_000 }));
    await mutate(db, { kind: 'deleteFood', foodKey: key, foodRef: key });
    expect(await kinds(db)).toEqual(['createFood', 'setFoodQuantity', 'createOptionGroup', 'deleteFood']);
  });

  it('leaves a food the server has alone: its delete is sent', async () => {
    const { db } = createTestDb();
    await mutate(db, { kind: 'deleteFood', foodKey: 'id:1', foodRef: 'cepelinai' });
    expect(await kinds(db)).toEqual(['deleteFood']);
  });
});

describe('the engine hears of it through the operation spec', () => {
  afterEach(() => vi.restoreAllMocks());

  it('mutate runs the beforeQueue of the spec that declares one (the delete) and queues nothing when it says skip', async () => {
    const { db } = createTestDb();
    const hook = vi.spyOn(menuOperations.deleteFood, 'beforeQueue');
    const op = { kind: 'deleteFood', foodKey: 'id:1', foodRef: 'cepelinai' } as const;
    await mutate(db, op);
    expect(hook).toHaveBeenCalledWith(db, op);
    expect(await kinds(db)).toEqual(['deleteFood']);

    hook.mockResolvedValueOnce('skip');
    await mutate(db, op);
    expect(hook).toHaveBeenCalledTimes(2);
    expect(await kinds(db)).toEqual(['deleteFood']);
  });

  it('the other menu operations declare none', () => {
    const declaring = Object.entries(menuOperations).flatMap(([kind, spec]) => ('beforeQueue' in spec ? [kind] : []));
    expect(declaring).toEqual(['deleteFood']);
  });
});

// A refused create does not cascade: the food's create is refused (422), and its
// group, the group's option and the food's quantity leave the outbox with it; the chef gets one
// "Not saved" row with the server's reason; another food's action is still sent.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { mutate } from './mutate';
import { OutboxReplayer, type Transport } from './outbox';
import { createTestDb } from '../testing/fake-db';
import { whenSettled } from './settled';

const photo = () => new Blob([new Uint8Array(1_000)], { type: 'image/webp' });
const food = { name: 'Kibinai', price: 4, description: null, tags: ['Pastry'], daily_quantity: null, display_order: 4 };
const reason = 'The photo must be at least 400 pixels wide.';

describe('a refused create', () => {
  it('drops what depends on it in the same transaction: one "Not saved" with the original reason', async () => {
    const { db } = createTestDb();
    const key = crypto.randomUUID();
    const groupId = crypto.randomUUID();
    await mutate(db, { kind: 'createFood', food: { ...food, client_id: key }, image: photo(), imageName: 'k.webp' });
    await mutate(db, { kind: 'createOptionGroup', foodKey: key, foodRef: key, group: { name: 'Sauce', selection_type: 'single', max_selections: 1, is_required: false, client_id: groupId } });
    await mutate(db, { kind: 'createOption', foodKey: key, groupRef: groupId, option: { name: 'Garlic', price: 0.5, client_id: crypto.randomUUID() } as never });
    const quantity = await mutate(db, { kind: 'setFoodQuantity', foodKey: key, foodRef: key, dailyQuantity: 3 });
    const quantityOutcome = whenSettled(db, quantity.id); // the form waiting on it
    await mutate(db, { kind: 'setFoodAvailability', foodKey: 'id:9', foodRef: 'cepelinai', available: false }); // another food

    const sent: string[] = [];
    const send: Transport = async (request) => {
      sent.push(`${request.method} ${request.path}`);
      if (request.path === 'chef/foods') throw new ApiError({ kind: 'http', status: 422, serverMessage: reason });
      return null;
    };
    const outbox = new OutboxReplayer({ db, engineId: 'tab', send });
    for (let i = 0; i < 3; i += 1) await outbox.flush();

    expect(sent[0]).toBe('POST chef/foods');
    expect(sent.slice(1).every((path) => path.includes('cepelinai')), `only the other food's action is sent: ${sent.join(', ')}`).toBe(true);
    const notSaved = await db.notSaved.toArray();
    expect(notSaved.map((row) => [row.operation.kind, row.reason])).toEqual([['createFood', reason]]);
    expect(await db.outbox.count()).toBe(0);
    expect(await quantityOutcome, 'a dropped dependent is not reported as saved').toMatchObject({ accepted: false, refusal: { reason } });
  });
});

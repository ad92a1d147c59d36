// Each menu call's answer is read as what that call answers (docs/sync.md): a reorder of option
// groups answered `[]` (every group deleted on another device meanwhile) is not taken for an empty
// menu, which wiped the whole menu on the device until the next pull.
import { describe, expect, it } from 'vitest';
import { mutate } from '../engine/mutate';
import { OutboxReplayer, type Transport } from '../engine/outbox';
import { createTestDb } from '../testing/fake-db';

const cepelinai = { key: 'id:1', id: 1, client_id: null, slug: 'cepelinai', name: 'Cepelinai', description: null, price: 8.5, image_url: null, tags: [], daily_quantity: null, remaining_quantity: null, available: true, sold_out: false, display_order: 1, option_groups: [], updated_at: '2026-11-23T10:00:00Z' };

describe('menu answers', () => {
  it('an empty answer to a reorder of option groups leaves the menu as it is', async () => {
    const { db } = createTestDb();
    await db.menu.bulkPut([cepelinai, { ...cepelinai, key: 'id:2', id: 2, slug: 'kibinai', name: 'Kibinai', display_order: 2 }]);
    await mutate(db, { kind: 'reorderOptionGroups', foodKey: 'id:1', foodRef: 'cepelinai', groupRefs: [] });
    const send: Transport = async () => [];
    const outbox = new OutboxReplayer({ db, send, engineId: 'tab' });
    await outbox.flush();
    expect(await db.outbox.count()).toBe(0);
    expect((await db.menu.orderBy('display_order').toArray()).map((food) => food.name)).toEqual(['Cepelinai', 'Kibinai']);
    outbox.stop();
  });
});

// The menu through the sync engine against the real reference server (in-process): a food, its
// group and two options made offline survive a reload and arrive once, in order, with the device's
// rows then pointing at the server's ids; a create whose answer was lost after the server
// committed makes no second food.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodListSchema, foodRequestSchema, optionGroupRequestSchema, optionRequestSchema, type Food } from '@/contract';
import { call, login, setChefStatus, startServer, type Harness } from '../../../server/testing/harness.ts';
import { pngPhoto } from '../../../server/testing/foods.ts';
import { mutate } from '../engine/mutate';
import { engineAgainstServer } from '../testing/engine-against-server';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

const food = (name: string, clientId: string) => ({
  ...v.parse(foodRequestSchema, { name, price: '6,90', description: 'Made on a phone without Wi-Fi.', tags: ['Soup'], daily_quantity: '', display_order: '20' }),
  client_id: clientId,
});
const photo = () => new Blob([new Uint8Array(pngPhoto())], { type: 'image/png' });

async function serverMenu(token: string): Promise<Food[]> {
  const answer = await call(h.server.url, 'GET', '/api/chef/foods', { token });
  expect(answer.status).toBe(200);
  return v.parse(foodListSchema, answer.json.result);
}

async function sendAll(engine: ReturnType<typeof engineAgainstServer>): Promise<void> {
  for (let round = 0; round < 5 && (await engine.db.outbox.count()) > 0; round++) {
    await engine.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await engine.engine.outbox.flush();
  }
}

describe('the menu through the sync engine', () => {
  it('a food, its group and two options made offline arrive once, in order, after a reload', async () => {
    setChefStatus(h.server, 'pending@chef.test', 'approved');
    const chef = await login(h.server.url, 'pending@chef.test');
    const before = (await serverMenu(chef.token)).length;
    const first = engineAgainstServer(h.server.url, chef);
    first.network.up = false;

    const foodId = crypto.randomUUID();
    const groupId = crypto.randomUUID();
    const [optionA, optionB] = [crypto.randomUUID(), crypto.randomUUID()];
    await mutate(first.db, { kind: 'createFood', food: food('Šaltibarščiai', foodId), image: photo(), imageName: 'soup.png' });
    const group = { ...v.parse(optionGroupRequestSchema, { name: 'Side', selection_type: 'single', max_selections: 1, is_required: true }), client_id: groupId };
    await mutate(first.db, { kind: 'createOptionGroup', foodKey: foodId, foodRef: foodId, group });
    for (const [id, name] of [
      [optionA, 'Boiled potatoes'],
      [optionB, 'Rye bread'],
    ] as const) {
      const option = { ...v.parse(optionRequestSchema, { name, type: 'choice', additional_price: '1,20', max_quantity: '1' }), client_id: id };
      await mutate(first.db, { kind: 'createOption', foodKey: foodId, groupRef: groupId, option });
    }
    await first.engine.outbox.flush();
    // On the device at once, offline: one food with its group and both options.
    const offline = await first.db.menu.get(foodId);
    expect(offline).toMatchObject({ id: 0, name: 'Šaltibarščiai', price: 6.9 });
    expect(offline?.option_groups.map((g) => [g.name, g.options.map((o) => o.name)])).toEqual([['Side', ['Boiled potatoes', 'Rye bread']]]);
    expect(await first.db.outbox.count()).toBe(4);
    first.db.close();

    // A reload: a new engine over the same database, back online.
    const second = engineAgainstServer(h.server.url, chef, first.idb);
    await sendAll(second);
    expect(await second.db.outbox.count()).toBe(0);
    expect(await second.db.notSaved.count()).toBe(0);

    const menu = await serverMenu(chef.token);
    expect(menu).toHaveLength(before + 1);
    const stored = menu.find((f) => f.client_id === foodId);
    expect(stored?.image_url).toMatch(/^\/api\/food-images\//);
    expect(stored?.option_groups).toHaveLength(1);
    const storedGroup = stored?.option_groups[0];
    expect(storedGroup).toMatchObject({ client_id: groupId, name: 'Side', is_required: true });
    expect(storedGroup?.options.map((o) => [o.client_id, o.name])).toEqual([
      [optionA, 'Boiled potatoes'],
      [optionB, 'Rye bread'],
    ]);

    // The device's rows now carry the server's ids.
    const device = await second.db.menu.get(foodId);
    expect(device?.id).toBe(stored?.id);
    expect(device?.slug).toBe(stored?.slug);
    expect(device?.option_groups[0]?.id).toBe(storedGroup?.id);
    expect(device?.option_groups[0]?.options.map((o) => o.id)).toEqual(storedGroup?.options.map((o) => o.id));
  });

  it('a create whose answer was lost after the server committed makes no second food', async () => {
    const demo = await login(h.server.url, 'demo@chef.test');
    const before = (await serverMenu(demo.token)).length;
    const app = engineAgainstServer(h.server.url, demo);
    const foodId = crypto.randomUUID();
    app.network.loseAnswer((url, method) => method === 'POST' && url.endsWith('/api/chef/foods'));
    await mutate(app.db, { kind: 'createFood', food: food('Kepta duona', foodId), image: photo(), imageName: 'bread.png' });
    await app.engine.outbox.flush();
    expect(await app.db.outbox.count()).toBe(1); // the answer never came: still waiting
    expect((await serverMenu(demo.token)).length).toBe(before + 1); // but the server has it

    await sendAll(app);
    expect(await app.db.outbox.count()).toBe(0);
    const menu = await serverMenu(demo.token);
    expect(menu.filter((f) => f.client_id === foodId)).toHaveLength(1);
    expect(menu.length).toBe(before + 1);
    expect((await app.db.menu.get(foodId))?.id).toBe(menu.find((f) => f.client_id === foodId)?.id);
  });
});

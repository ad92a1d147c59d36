// Foods, groups and options as stored: slugs (unique per chef, Lithuanian letters, stable across a
// rename), the photo under DATA_DIR served with a year's cache, ownership (another chef: 404), a
// deleted food's later edits (404), a replayed create and a repeated client_id (one food), things
// named by their client_id, and reordering.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionGroupProblems } from '../src/contract/index.ts';
import { demoMenu } from './menu/demo-menu.ts';
import { foodImageFolder } from './menu/food-image.ts';
import { call, login, setChefStatus, startServer, type Harness } from './testing/harness.ts';
import { foodCalls, foodForm, parseFood, parseGroup, parseOption, pngPhoto, validFood } from './testing/foods.ts';

let h: Harness;
let demo: ReturnType<typeof foodCalls>;
let other: ReturnType<typeof foodCalls>;
beforeAll(async () => {
  h = await startServer();
  demo = foodCalls(h, (await login(h.server.url, 'demo@chef.test')).token);
  setChefStatus(h.server, 'pending@chef.test', 'approved');
  other = foodCalls(h, (await login(h.server.url, 'pending@chef.test')).token);
});
afterAll(() => h.dispose());

const rowsNamed = (name: string) => (h.server.db.prepare('SELECT COUNT(*) AS n FROM foods WHERE name = ?').get(name) as { n: number }).n;
const photoFiles = () => fs.readdirSync(path.join(h.dataDir, foodImageFolder));

describe('slugs', () => {
  it('makes a URL-safe slug from the name, unique per chef, kept when the name changes', async () => {
    const first = parseFood(await demo.create(foodForm(validFood({ name: 'Žemaičių Kastinys!' }))));
    expect(first.slug).toBe('zemaiciu-kastinys');
    const second = parseFood(await demo.create(foodForm(validFood({ name: 'Žemaičių kastinys' }))));
    expect(second.slug).toBe('zemaiciu-kastinys-2');
    const renamed = parseFood(await demo.update(first.slug, foodForm(validFood({ name: 'Kastinys su bulvėmis' }), null)));
    expect(renamed).toMatchObject({ slug: 'zemaiciu-kastinys', name: 'Kastinys su bulvėmis' });
    // Another chef may use the same slug; a deleted food's slug is not given again.
    expect(parseFood(await other.create(foodForm(validFood({ name: 'Žemaičių kastinys' })))).slug).toBe('zemaiciu-kastinys');
    expect((await demo.remove(second.slug)).status).toBe(200);
    expect(parseFood(await demo.create(foodForm(validFood({ name: 'Zemaiciu kastinys' })))).slug).toBe('zemaiciu-kastinys-3');
    expect(parseFood(await demo.create(foodForm(validFood({ name: 'Reorder' })))).slug).toBe('reorder-2');
    expect(parseFood(await demo.create(foodForm(validFood({ name: '€€€' })))).slug).toBe('food');
  });
});

describe('the photo', () => {
  it('is stored under DATA_DIR and served with its type and a year of cache; a new one replaces the file', async () => {
    const food = parseFood(await demo.create(foodForm(validFood({ name: 'Photo food' }))));
    const name = food.image_url?.replace('/api/food-images/', '') ?? '';
    expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(photoFiles()).toContain(name);
    const served = await fetch(`${h.server.url}${food.image_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngPhoto());
    expect((await fetch(`${h.server.url}/api/food-images/..%2Fdata.db`)).status).toBe(404);

    const edited = parseFood(await demo.update(food.slug, foodForm(validFood({ name: 'Photo food' }))));
    expect(edited.image_url).not.toBe(food.image_url);
    expect(photoFiles()).not.toContain(name);
  });
});

describe('ownership and deleted foods', () => {
  it("answers 404 for another chef's food, group and option, and changes nothing", async () => {
    const food = parseFood(await demo.create(foodForm(validFood({ name: 'Mine only' }))));
    const group = parseGroup(await demo.addGroup(food.slug, { name: 'Size', selection_type: 'single' }));
    const option = parseOption(await demo.addOption(group.id, { name: 'Big', type: 'choice' }));
    const answers = [
      await other.get(food.slug),
      await other.update(food.slug, foodForm(validFood({ name: 'Stolen' }))),
      await other.remove(food.slug),
      await other.quantity(food.slug, 1),
      await other.availability(food.slug, false),
      await other.addGroup(food.slug, { name: 'X', selection_type: 'single' }),
      await other.editGroup(group.id, { name: 'X', selection_type: 'single' }),
      await other.removeGroup(group.id),
      await other.addOption(group.id, { name: 'X', type: 'extra' }),
      await other.editOption(option.id, { name: 'X', type: 'extra' }),
      await other.removeOption(option.id),
    ];
    expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(404));
    const mine = (await demo.list()).find((candidate) => candidate.id === food.id);
    expect(mine).toMatchObject({ name: 'Mine only', daily_quantity: null, available: true, option_groups: [{ name: 'Size', options: [{ name: 'Big' }] }] });
    expect((await other.list()).some((candidate) => candidate.id === food.id)).toBe(false);
  });

  it("answers 404 to a deleted food's later edits, its groups' and options'", async () => {
    const food = parseFood(await demo.create(foodForm(validFood({ name: 'Gone soon' }))));
    const group = parseGroup(await demo.addGroup(food.slug, { name: 'Size', selection_type: 'single' }));
    const option = parseOption(await demo.addOption(group.id, { name: 'Big', type: 'choice' }));
    expect((await demo.remove(food.slug)).status).toBe(200);
    const later = [
      await demo.update(food.slug, foodForm(validFood({ name: 'Gone soon' }), null)),
      await demo.quantity(food.slug, 3),
      await demo.remove(food.slug),
      await demo.addGroup(food.slug, { name: 'X', selection_type: 'single' }),
      await demo.editGroup(group.id, { name: 'X', selection_type: 'single' }),
      await demo.editOption(option.id, { name: 'X', type: 'extra' }),
    ];
    expect(later.map((answer) => answer.status)).toEqual(Array(later.length).fill(404));
    expect(later[0]?.json.message).toBe('This food was deleted.');
    expect((await demo.list()).some((candidate) => candidate.id === food.id)).toBe(false);
  });
});

describe('one food per create', () => {
  it('a replayed create (same Idempotency-Key) makes one food and leaves no second photo', async () => {
    const key = randomUUID();
    const files = photoFiles().length;
    const first = await demo.create(foodForm(validFood({ name: 'Replayed' })), { 'Idempotency-Key': key });
    const again = await demo.create(foodForm(validFood({ name: 'Replayed' })), { 'Idempotency-Key': key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(parseFood(again).id).toBe(parseFood(first).id);
    expect(rowsNamed('Replayed')).toBe(1);
    expect(photoFiles().length).toBe(files + 1);
  });

  it('a repeated client_id answers the food it made (200), with new keys and after edits', async () => {
    const clientId = randomUUID();
    const first = await demo.create(foodForm(validFood({ name: 'Offline food', client_id: clientId })), { 'Idempotency-Key': randomUUID() });
    expect(first.status).toBe(201);
    expect(parseFood(first).client_id).toBe(clientId);
    await demo.update(clientId, foodForm(validFood({ name: 'Offline food', price: '6' }), null));
    const again = await demo.create(foodForm(validFood({ name: 'Offline food', client_id: clientId.toUpperCase() })), { 'Idempotency-Key': randomUUID() });
    expect(again.status).toBe(200);
    expect(parseFood(again)).toMatchObject({ id: parseFood(first).id, price: 6 });
    expect(rowsNamed('Offline food')).toBe(1);
    // Another chef's client_id space is its own.
    expect((await other.create(foodForm(validFood({ name: 'Offline food', client_id: clientId })))).status).toBe(201);
  });

  it('chains a group and its options on a food named by client_ids, each made once', async () => {
    const foodId = randomUUID();
    const groupId = randomUUID();
    const optionIds = [randomUUID(), randomUUID()];
    await demo.create(foodForm(validFood({ name: 'Chained', client_id: foodId })));
    for (let round = 0; round < 2; round += 1) {
      expect((await demo.addGroup(foodId, { name: 'Sauce', selection_type: 'single', is_required: true, client_id: groupId })).status).toBe(round === 0 ? 201 : 200);
      for (const [index, id] of optionIds.entries()) {
        expect((await demo.addOption(groupId, { name: `Sauce ${index + 1}`, type: 'choice', client_id: id })).status).toBe(round === 0 ? 201 : 200);
      }
    }
    const food = parseFood(await demo.get(foodId));
    expect(food.option_groups).toHaveLength(1);
    expect(food.option_groups[0]).toMatchObject({ client_id: groupId, options: [{ client_id: optionIds[0] }, { client_id: optionIds[1] }] });
    expect((await demo.editOption(optionIds[1] ?? '', { name: 'Garlic', type: 'choice' })).json.result).toMatchObject({ name: 'Garlic' });
  });
});

describe('reorder', () => {
  it('writes display orders 1, 2, 3... in the order given; unknown names are skipped, the rest follow', async () => {
    const before = await demo.list();
    const last = before.at(-1);
    const first = before[0];
    if (!last || !first) throw new Error('the menu is empty');
    const answer = await demo.reorder([last.slug, 'no-such-food', first.client_id ?? first.slug]);
    expect(answer.status).toBe(200);
    const after = await demo.list();
    expect(after.map((food) => food.id)).toEqual([last.id, ...before.filter((food) => food.id !== last.id).map((food) => food.id)]);
    expect(after.map((food) => food.display_order)).toEqual(after.map((_, index) => Math.min(999, index + 1)));
    expect((await demo.reorder([first.slug, first.slug])).status).toBe(422);
  });

  it("reorders a food's groups and a group's options", async () => {
    const food = parseFood(await demo.create(foodForm(validFood({ name: 'Ordered groups' }))));
    const a = parseGroup(await demo.addGroup(food.slug, { name: 'A', selection_type: 'single' }));
    const b = parseGroup(await demo.addGroup(food.slug, { name: 'B', selection_type: 'single' }));
    const x = parseOption(await demo.addOption(a.id, { name: 'X', type: 'choice' }));
    const y = parseOption(await demo.addOption(a.id, { name: 'Y', type: 'choice' }));
    expect((await demo.reorderGroups(food.slug, [b.id, a.id])).status).toBe(200);
    expect((await demo.reorderOptions(a.id, [String(y.id), x.id])).status).toBe(200);
    const shown = parseFood(await demo.get(food.slug));
    expect(shown.option_groups.map((group) => group.name)).toEqual(['B', 'A']);
    expect(shown.option_groups[1]?.options.map((option) => option.name)).toEqual(['Y', 'X']);
  });
});

describe('the demo menu', () => {
  it('has a dozen dishes with their photos (WebP), option groups and options that keep the rules', async () => {
    const seeded = (await demo.list()).filter((food) => food.client_id === null && demoMenu.some((dish) => dish.slug === food.slug));
    expect(seeded.map((food) => food.name).sort()).toEqual(demoMenu.map((dish) => dish.name).sort());
    for (const food of seeded) {
      const photo = await fetch(`${h.server.url}${food.image_url}`);
      expect(photo.headers.get('content-type')).toBe('image/webp');
      expect((await photo.arrayBuffer()).byteLength).toBeLessThan(40 * 1024);
      for (const group of food.option_groups) expect(optionGroupProblems(group, group.options.length)).toEqual({});
    }
    expect(seeded.filter((food) => food.option_groups.length > 0).length).toBeGreaterThanOrEqual(10);
  });
});

describe('who may call', () => {
  it('answers 401 without a sign-in and 403 before approval', async () => {
    expect((await call(h.server.url, 'GET', '/api/chef/foods')).status).toBe(401);
    const pending = await login(h.server.url, 'docs@chef.test');
    expect((await call(h.server.url, 'GET', '/api/chef/foods', { token: pending.token })).status).toBe(403);
    expect((await call(h.server.url, 'DELETE', '/api/chef/option-groups/1', { token: pending.token })).status).toBe(403);
  });
});

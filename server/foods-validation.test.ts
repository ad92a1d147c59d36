// The menu's rules (spec section 5, the contract's food schemas): every field of a food (multipart,
// as the app sends it), the photo checked by content (422) and size (413), option groups and
// options, each refused with its message and nothing stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessage, IMAGE_MAX_BYTES, msg, type ValidationMessageKey } from '../src/contract/index.ts';
import { login, startServer, type Harness } from './testing/harness.ts';
import { firstMessages, foodCalls, foodForm, parseFood, parseGroup, pngPhoto, validFood } from './testing/foods.ts';

let h: Harness;
let demo: ReturnType<typeof foodCalls>;
beforeAll(async () => {
  h = await startServer();
  demo = foodCalls(h, (await login(h.server.url, 'demo@chef.test')).token);
});
afterAll(() => h.dispose());

const text = (key: ValidationMessageKey) => englishMessage(msg(key));
const foodCount = () => (h.server.db.prepare('SELECT COUNT(*) AS n FROM foods').get() as { n: number }).n;

describe('a food: every rule with its message', () => {
  it('answers 422 with every wrong field and stores nothing', async () => {
    const before = foodCount();
    const first = await demo.create(
      foodForm({ name: ' ', price: '', description: 'd'.repeat(1001), daily_quantity: '-1', display_order: '', client_id: 'not-a-uuid' }, null),
    );
    expect(first.status).toBe(422);
    expect(firstMessages(first.json.errors)).toEqual({
      name: text('foodNameRequired'),
      price: text('priceRequired'),
      description: text('foodDescriptionTooLong'),
      tags: text('tagsRequired'),
      daily_quantity: text('dailyQuantityInvalid'),
      display_order: text('displayOrderRequired'),
      client_id: text('clientIdInvalid'),
      image: text('imageRequired'),
    });

    const second = await demo.create(
      foodForm(validFood({ name: 'n'.repeat(101), price: '-0.5', 'tags[]': ['ok', 't'.repeat(31)], daily_quantity: '2.5', display_order: '1000' })),
    );
    expect(firstMessages(second.json.errors)).toEqual({
      name: text('nameTooLong'),
      price: text('priceMin'),
      tags: text('tagLength'),
      daily_quantity: text('dailyQuantityInvalid'),
      display_order: text('displayOrderRange'),
    });

    const third = await demo.create(
      foodForm(validFood({ price: '8.505', 'tags[]': Array.from({ length: 11 }, (_, i) => `tag ${i}`), display_order: '0' })),
    );
    expect(firstMessages(third.json.errors)).toEqual({ price: text('priceInvalid'), tags: text('tagsTooMany'), display_order: text('displayOrderRange') });

    const blankTag = await demo.create(foodForm(validFood({ price: 'abc', 'tags[]': ['  '] })));
    expect(firstMessages(blankTag.json.errors)).toEqual({ price: text('priceInvalid'), tags: text('tagLength') });
    expect(foodCount()).toBe(before);
  });

  it('accepts the edges: price 0, "8,50", display orders 1 and 999, daily quantity 0, 10 tags of 30 characters', async () => {
    const tags = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(30, 'x'));
    const zero = parseFood(await demo.create(foodForm(validFood({ name: 'Free bread', price: '0', display_order: '1', daily_quantity: '0', 'tags[]': tags }))));
    expect(zero).toMatchObject({ price: 0, display_order: 1, daily_quantity: 0, remaining_quantity: 0, sold_out: true, tags });
    const typed = parseFood(await demo.create(foodForm(validFood({ name: 'Typed price', price: '8,50', display_order: '999', 'tags[]': ['Main', ' main ', 'Soup'] }))));
    expect(typed).toMatchObject({ price: 8.5, display_order: 999, daily_quantity: null, remaining_quantity: null, tags: ['Main', 'Soup'], description: 'Fried rye bread with garlic.' });
  });

  it('checks the photo by its content (422) and its size (413); an edit may leave it out', async () => {
    const before = foodCount();
    const fake = await demo.create(foodForm(validFood(), { bytes: new TextEncoder().encode('GIF89a not really'), name: 'photo.jpg', type: 'image/jpeg' }));
    expect(fake.status).toBe(422);
    expect(fake.json.errors).toEqual({ image: [text('imageType')] });
    const empty = await demo.create(foodForm(validFood(), { bytes: new Uint8Array(), name: 'empty.png' }));
    expect(empty.json.errors).toEqual({ image: [text('imageEmpty')] });
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(pngPhoto().subarray(0, 16));
    const tooLarge = await demo.create(foodForm(validFood(), { bytes: big, name: 'big.png' }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.errors).toEqual({ image: [text('imageTooLarge')] });
    expect(foodCount()).toBe(before);

    const made = parseFood(await demo.create(foodForm(validFood({ name: 'Photo kept' }))));
    const edited = await demo.update(made.slug, foodForm(validFood({ name: 'Photo kept', price: '5' }), null));
    expect(edited.status).toBe(200);
    expect(parseFood(edited)).toMatchObject({ price: 5, image_url: made.image_url });
  });
});

describe('option groups and options: every rule with its message', () => {
  it('refuses a group without a name, a type, or with a maximum that breaks single/multiple', async () => {
    const food = parseFood(await demo.create(foodForm(validFood({ name: 'Group rules' }))));
    const none = await demo.addGroup(food.slug, { name: '', selection_type: 'any', max_selections: 0, is_required: 'yes' });
    expect(none.status).toBe(422);
    expect(firstMessages(none.json.errors)).toMatchObject({ name: text('optionGroupNameRequired'), selection_type: text('selectionTypeRequired'), max_selections: text('maxSelectionsInvalid') });
    expect(none.json.errors?.is_required).toHaveLength(1);
    const long = await demo.addGroup(food.slug, { name: 'g'.repeat(101), selection_type: 'single', max_selections: 2 });
    expect(firstMessages(long.json.errors)).toEqual({ name: text('nameTooLong'), max_selections: text('maxSelectionsSingle') });
    const multiple = await demo.addGroup(food.slug, { name: 'Sauces', selection_type: 'multiple', max_selections: '' });
    expect(firstMessages(multiple.json.errors)).toEqual({ max_selections: text('maxSelectionsRequired') });
    // Single selection without a maximum is a maximum of 1.
    expect(parseGroup(await demo.addGroup(food.slug, { name: 'Size', selection_type: 'single', is_required: true }))).toMatchObject({ max_selections: 1, is_required: true, options: [] });
  });

  it('keeps the maximum within the options and a required group with at least one option', async () => {
    const food = parseFood(await demo.create(foodForm(validFood({ name: 'Option rules' }))));
    const group = parseGroup(await demo.addGroup(food.slug, { name: 'Sauces', selection_type: 'multiple', max_selections: 3, is_required: true }));
    const bad = await demo.addOption(group.id, { name: '', type: 'free', additional_price: '-1', max_quantity: '0' });
    expect(firstMessages(bad.json.errors)).toEqual({
      name: text('optionNameRequired'),
      type: text('optionTypeRequired'),
      additional_price: text('additionalPriceMin'),
      max_quantity: text('maxQuantityInvalid'),
    });
    const badPrice = await demo.addOption(group.id, { name: 'o'.repeat(101), type: 'extra', additional_price: '0.333' });
    expect(firstMessages(badPrice.json.errors)).toEqual({ name: text('nameTooLong'), additional_price: text('additionalPriceInvalid') });
    const garlic = await demo.addOption(group.id, { name: 'Garlic', type: 'extra', additional_price: '0,40', max_quantity: 2 });
    expect(garlic.status).toBe(201);
    expect(garlic.json.result).toMatchObject({ name: 'Garlic', additional_price: 0.4, max_quantity: 2 });
    const dill = await demo.addOption(group.id, { name: 'Dill', type: 'choice', additional_price: '' });
    expect(dill.json.result).toMatchObject({ additional_price: 0, max_quantity: null });

    // Two options: a maximum of 3 is now too many.
    const over = await demo.editGroup(group.id, { name: 'Sauces', selection_type: 'multiple', max_selections: 3, is_required: true });
    expect(over.status).toBe(422);
    expect(over.json.errors).toEqual({ max_selections: [text('maxSelectionsOverOptions')] });
    expect(parseGroup(await demo.editGroup(group.id, { name: 'Sauces', selection_type: 'multiple', max_selections: 2, is_required: true }))).toMatchObject({ max_selections: 2 });

    // Deleting one option lowers the maximum with it; the last option of a required group stays.
    expect((await demo.removeOption((garlic.json.result as { id: number }).id)).status).toBe(200);
    const [after] = (await demo.list()).find((candidate) => candidate.id === food.id)?.option_groups ?? [];
    expect(after).toMatchObject({ max_selections: 1, options: [{ name: 'Dill' }] });
    const last = await demo.removeOption((dill.json.result as { id: number }).id);
    expect(last.status).toBe(409);
    expect(last.json.message).toBe(text('requiredGroupNeedsOption'));
    expect(parseGroup({ ...last, json: { result: last.json.result } }).options).toHaveLength(1);
  });
});

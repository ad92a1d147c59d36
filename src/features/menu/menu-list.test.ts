import { describe, expect, it } from 'vitest';
import type { OutboxOperation } from '@/db/outbox-entry';
import type { MenuRow } from '@/db/rows';
import { indexAtY } from './drag';
import { filterMenu, matchesSearch, menuTags } from './filter';
import { waitingFoods } from './queries';
import { moveBeside, moveItem, reorderOperation } from './reorder';
import { makeRowText } from './row-texts';
import { parseMenuSearch } from './search';

const food = (id: number, name: string, tags: string[], extra: Partial<MenuRow> = {}): MenuRow => ({
  id,
  client_id: null,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  description: null,
  price: 8.5,
  image_url: null,
  tags,
  daily_quantity: null,
  remaining_quantity: null,
  available: true,
  sold_out: false,
  display_order: id,
  option_groups: [],
  updated_at: '2026-11-23T10:00:00Z',
  key: `id:${id}`,
  ...extra,
});

const menu = [
  food(1, 'Cepelinai', ['Lithuanian', 'Potato']),
  food(2, 'Crème brûlée', ['Dessert'], { description: 'Vanilla custard' }),
  food(3, 'Šaltibarščiai', ['lithuanian', 'Soup', 'Vegetarian']),
  food(4, 'Kibinai', ['Pastry'], { client_id: '0b9c7c3e-8a4b-4a51-9a0e-2f2f3d0c1a11', key: '0b9c7c3e-8a4b-4a51-9a0e-2f2f3d0c1a11', slug: '' }),
];

describe('parseMenuSearch', () => {
  it('keeps the search and the tag, tidied', () => {
    expect(parseMenuSearch({ q: '  beet   soup ', tag: 'Soup' })).toEqual({ q: 'beet soup', tag: 'Soup' });
    expect(parseMenuSearch({ q: 12 })).toEqual({ q: '12' });
  });
  it('drops empty, bad and unknown values', () => {
    expect(parseMenuSearch({ q: '   ', tag: { $gt: '' }, page: 2 })).toEqual({});
  });
});

describe('filterMenu', () => {
  it('finds by name, description or tag, any case and without accents', () => {
    expect(filterMenu(menu, { q: 'creme' }).map((f) => f.id)).toEqual([2]);
    expect(filterMenu(menu, { q: 'VANILLA' }).map((f) => f.id)).toEqual([2]);
    expect(filterMenu(menu, { q: 'saltibars' }).map((f) => f.id)).toEqual([3]);
    expect(filterMenu(menu, { q: 'soup vegetarian' }).map((f) => f.id)).toEqual([3]);
    expect(matchesSearch(menu[0] as MenuRow, 'potato dessert')).toBe(false);
  });
  it('keeps the foods with the chosen tag (any case), combined with the search', () => {
    expect(filterMenu(menu, { tag: 'LITHUANIAN' }).map((f) => f.id)).toEqual([1, 3]);
    expect(filterMenu(menu, { tag: 'Lithuanian', q: 'cep' }).map((f) => f.id)).toEqual([1]);
    expect(filterMenu(menu, {})).toBe(menu);
  });
  it('offers each tag once, the most used first', () => {
    expect(menuTags(menu)).toEqual(['Lithuanian', 'Dessert', 'Pastry', 'Potato', 'Soup', 'Vegetarian']);
  });
});

describe('reorder', () => {
  it('moves an item up or down and leaves a move out of range alone', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    const same = ['a', 'b'];
    expect(moveItem(same, 0, 5)).toBe(same);
  });
  it('moves a food beside a visible neighbour and names every food in the new order', () => {
    // Filtered to the Lithuanian foods (1 and 3), food 3 moves up: it goes before 1; 2 and 4 stay.
    const next = moveBeside(menu, 'id:3', 'id:1');
    expect(next.map((f) => f.id)).toEqual([3, 1, 2, 4]);
    expect(reorderOperation(moveBeside(menu, 'id:1', '0b9c7c3e-8a4b-4a51-9a0e-2f2f3d0c1a11'))).toEqual({
      kind: 'reorderFoods',
      foodKeys: ['id:2', 'id:3', '0b9c7c3e-8a4b-4a51-9a0e-2f2f3d0c1a11', 'id:1'],
      foodRefs: ['crème-brûlée', 'šaltibarščiai', '0b9c7c3e-8a4b-4a51-9a0e-2f2f3d0c1a11', 'cepelinai'],
    });
  });
});

describe('indexAtY', () => {
  const rows = [
    { top: 100, bottom: 200 },
    { top: 210, bottom: 300 },
    { top: 310, bottom: 400 },
  ];
  it('gives the row under the pointer, the nearer one in a gap, and the ends outside', () => {
    expect(indexAtY(rows, 250)).toBe(1);
    expect(indexAtY(rows, 208)).toBe(1);
    expect(indexAtY(rows, 202)).toBe(0);
    expect(indexAtY(rows, 10)).toBe(0);
    expect(indexAtY(rows, 900)).toBe(2);
    expect(indexAtY([], 5)).toBe(-1);
  });
});

describe('waitingFoods', () => {
  it('marks the foods with a waiting action and keeps the newest waiting photo', () => {
    const first = new Blob(['a'], { type: 'image/webp' });
    const second = new Blob(['bb'], { type: 'image/webp' });
    const key = '0b9c7c3e-8a4b-4a51-9a0e-2f2f3d0c1a11';
    const request = { name: 'Kibinai', price: 4, description: null, tags: ['Pastry'], daily_quantity: null, display_order: 4, client_id: null };
    const operations: OutboxOperation[] = [
      { kind: 'createFood', food: { ...request, client_id: key }, image: first, imageName: 'k.webp' },
      { kind: 'setFoodAvailability', foodKey: 'id:1', foodRef: 'cepelinai', available: false },
      { kind: 'reorderFoods', foodKeys: ['id:1'], foodRefs: ['cepelinai'] },
      { kind: 'updateFood', foodKey: key, foodRef: key, food: request, image: second, imageName: 'k2.webp' },
      { kind: 'setFoodQuantity', foodKey: key, foodRef: key, dailyQuantity: 3 },
    ];
    const waiting = waitingFoods(operations);
    expect([...waiting.keys()].sort()).toEqual([key, 'id:1'].sort());
    expect(waiting.get(key)?.photo).toBe(second);
    expect(waiting.get('id:1')?.photo).toBeNull();
    expect(waiting.has('id:2')).toBe(false);
  });
});

describe('makeRowText', () => {
  it('translates each text once and fills in every row its own values', () => {
    const asked: string[] = [];
    const text = makeRowText((key, values) => {
      asked.push(key);
      return key === 'up' ? `Move ${values.name ?? ''} up` : 'Edit';
    });
    expect(text('up', { name: 'Cepelinai' })).toBe('Move Cepelinai up');
    expect(text('up', { name: 'Blynai $1' })).toBe('Move Blynai $1 up');
    expect(text('edit')).toBe('Edit');
    expect(text('edit')).toBe('Edit');
    expect(asked).toEqual(['up', 'edit']);
  });
});

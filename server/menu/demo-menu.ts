// The demo chef's menu: a dozen Lithuanian home dishes (the names the pretend customers ordered
// before the menu existed, server/orders/menu.ts, and two more) with their option groups and
// options. Each dish's photo is server/db/food-photos/<slug>.webp, drawn by
// tools/make-food-photos.mjs.
import type { OptionGroupRequest, OptionRequest } from '../../src/contract/index.ts';

export interface DemoGroup extends Omit<OptionGroupRequest, 'client_id'> {
  options: Omit<OptionRequest, 'client_id'>[];
}

export interface DemoFood {
  slug: string;
  name: string;
  price: number;
  description: string;
  tags: string[];
  daily_quantity: number | null;
  groups: DemoGroup[];
}

const extra = (name: string, price: number, max: number | null = null) => ({ name, type: 'extra' as const, additional_price: price, max_quantity: max });
const choice = (name: string, price = 0) => ({ name, type: 'choice' as const, additional_price: price, max_quantity: null });
const removal = (name: string) => ({ name, type: 'removal' as const, additional_price: 0, max_quantity: null });
const extras = (...options: DemoGroup['options']): DemoGroup => ({ name: 'Extras', selection_type: 'multiple', max_selections: options.length, is_required: false, options });
const portion = (bigger: number): DemoGroup => ({ name: 'Portion', selection_type: 'single', max_selections: 1, is_required: true, options: [choice('Regular'), choice('Large', bigger)] });

export const demoMenu: readonly DemoFood[] = [
  { slug: 'cepelinai', name: 'Cepelinai', price: 8.5, description: 'Potato dumplings filled with pork, with sour cream and spirgai.', tags: ['Main', 'Potato', 'Pork'], daily_quantity: 20,
    groups: [{ name: 'Filling', selection_type: 'single', max_selections: 1, is_required: true, options: [choice('Pork'), choice('Curd cheese'), choice('Mushroom', 0.5)] }, extras(extra('Extra sour cream', 0.8, 2), extra('Spirgai (bacon bits)', 1.2, 2))] },
  { slug: 'saltibarsciai', name: 'Šaltibarščiai', price: 5.9, description: 'Cold pink beetroot soup with kefir, cucumber, dill and egg.', tags: ['Soup', 'Summer', 'Vegetarian'], daily_quantity: null,
    groups: [extras(extra('Boiled potatoes', 1.5), extra('Extra egg', 0.6, 2)), { name: 'Leave out', selection_type: 'multiple', max_selections: 2, is_required: false, options: [removal('No dill'), removal('No egg')] }] },
  { slug: 'kibinai', name: 'Kibinai', price: 3.2, description: 'Karaim half-moon pastries from Trakai, baked to order.', tags: ['Pastry', 'Baked'], daily_quantity: 30,
    groups: [{ name: 'Filling', selection_type: 'single', max_selections: 1, is_required: true, options: [choice('Beef'), choice('Lamb', 0.5), choice('Spinach and cheese')] }, extras(extra('Garlic sauce', 0.4))] },
  { slug: 'balandeliai', name: 'Balandėliai', price: 9.4, description: 'Cabbage rolls with minced meat and rice, slow-baked.', tags: ['Main', 'Cabbage'], daily_quantity: 12,
    groups: [{ name: 'Sauce', selection_type: 'single', max_selections: 1, is_required: true, options: [choice('Tomato sauce'), choice('Sour cream sauce')] }, extras(extra('Extra sour cream', 0.8))] },
  { slug: 'kugelis', name: 'Kugelis', price: 7.8, description: 'Baked grated potato pudding with a crisp top.', tags: ['Main', 'Potato'], daily_quantity: 15,
    groups: [extras(extra('Spirgai (bacon bits)', 1.2), extra('Lingonberry jam', 0.7), extra('Sour cream', 0.5))] },
  { slug: 'vedarai', name: 'Vėdarai', price: 8.9, description: 'Potato sausages, roasted until golden.', tags: ['Main', 'Potato', 'Pork'], daily_quantity: 10,
    groups: [extras(extra('Sauerkraut', 1.1)), portion(3)] },
  { slug: 'zemaiciu-blynai', name: 'Žemaičių blynai', price: 7.5, description: 'Samogitian potato pancakes filled with meat.', tags: ['Main', 'Pancakes', 'Potato'], daily_quantity: null,
    groups: [extras(extra('Mushroom sauce', 1.3)), { name: 'Leave out', selection_type: 'multiple', max_selections: 1, is_required: false, options: [removal('No onion')] }] },
  { slug: 'varskeciai', name: 'Varškėčiai', price: 6.4, description: 'Curd cheese pancakes, soft inside, golden outside.', tags: ['Breakfast', 'Sweet', 'Vegetarian'], daily_quantity: 25,
    groups: [{ name: 'Topping', selection_type: 'multiple', max_selections: 2, is_required: true, options: [choice('Sour cream', 0.5), choice('Raspberry jam', 0.6), choice('Honey', 0.6)] }] },
  { slug: 'koldunai', name: 'Koldūnai', price: 7.2, description: 'Small meat dumplings with butter and fried onions.', tags: ['Main', 'Dumplings'], daily_quantity: null,
    groups: [extras(extra('Fried onions', 0.5), extra('Extra portion', 3.5))] },
  { slug: 'tinginys', name: 'Tinginys', price: 4.5, description: 'The "lazy one": biscuit and cocoa fudge cake, no baking.', tags: ['Dessert', 'Sweet', 'Vegetarian'], daily_quantity: 16,
    groups: [extras(extra('Whipped cream', 0.9))] },
  { slug: 'bulviniai-blynai', name: 'Bulviniai blynai', price: 6.2, description: 'Crisp grated potato pancakes.', tags: ['Main', 'Pancakes', 'Potato', 'Vegetarian'], daily_quantity: null,
    groups: [{ name: 'Served with', selection_type: 'single', max_selections: 1, is_required: true, options: [choice('Sour cream'), choice('Apple sauce'), choice('Smoked salmon', 2.5)] }] },
  { slug: 'sakotis', name: 'Šakotis', price: 3.9, description: 'A slice of the spit-baked tree cake.', tags: ['Dessert', 'Sweet', 'Baked'], daily_quantity: 8, groups: [] },
];

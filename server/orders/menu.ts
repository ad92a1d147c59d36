// What the pretend customers order: Lithuanian home dishes with their options, customers,
// addresses and notes, and a random order built from them (the customer side of the demo).
import type { NewOrder, NewOrderItem } from '../store/order-writes.ts';
import type { OrderOption } from '../store/orders.ts';

interface Dish {
  name: string;
  price: number;
  /** Options a customer may pick; each is taken or not at random. */
  options: OrderOption[];
}

export const dishes: readonly Dish[] = [
  { name: 'Cepelinai', price: 8.5, options: [{ name: 'Extra sour cream', quantity: 1, additional_price: 0.8 }, { name: 'Spirgai (bacon bits)', quantity: 1, additional_price: 1.2 }] },
  { name: 'Šaltibarščiai', price: 5.9, options: [{ name: 'Boiled potatoes', quantity: 1, additional_price: 1.5 }, { name: 'Extra egg', quantity: 1, additional_price: 0.6 }] },
  { name: 'Kibinai', price: 3.2, options: [{ name: 'Lamb filling', quantity: 1, additional_price: 0.5 }, { name: 'Garlic sauce', quantity: 1, additional_price: 0.4 }] },
  { name: 'Balandėliai', price: 9.4, options: [{ name: 'Tomato sauce', quantity: 1, additional_price: 0 }, { name: 'Extra sour cream', quantity: 1, additional_price: 0.8 }] },
  { name: 'Kugelis', price: 7.8, options: [{ name: 'Spirgai (bacon bits)', quantity: 1, additional_price: 1.2 }, { name: 'Lingonberry jam', quantity: 1, additional_price: 0.7 }] },
  { name: 'Vėdarai', price: 8.9, options: [{ name: 'Sauerkraut', quantity: 1, additional_price: 1.1 }] },
  { name: 'Žemaičių blynai', price: 7.5, options: [{ name: 'Mushroom sauce', quantity: 1, additional_price: 1.3 }, { name: 'No onion', quantity: 1, additional_price: 0 }] },
  { name: 'Varškėčiai', price: 6.4, options: [{ name: 'Sour cream', quantity: 1, additional_price: 0.5 }, { name: 'Raspberry jam', quantity: 1, additional_price: 0.6 }] },
  { name: 'Koldūnai', price: 7.2, options: [{ name: 'Fried onions', quantity: 1, additional_price: 0.5 }, { name: 'Extra portion', quantity: 1, additional_price: 3.5 }] },
  { name: 'Tinginys', price: 4.5, options: [{ name: 'Whipped cream', quantity: 1, additional_price: 0.9 }] },
];

export const customers: readonly { name: string; phone: string }[] = [
  { name: 'Jonas Kazlauskas', phone: '+37061234567' },
  { name: 'Eglė Petrauskaitė', phone: '+37062345678' },
  { name: 'Lukas Jankauskas', phone: '+37063456789' },
  { name: 'Austėja Žukauskienė', phone: '+37064567890' },
  { name: 'Matas Butkus', phone: '+37065678901' },
  { name: 'Gabija Paulauskaitė', phone: '+37066789012' },
  { name: 'Dovydas Šimkus', phone: '+37067890123' },
  { name: 'Ugnė Vaitkutė', phone: '+37068901234' },
];

export const addresses: readonly string[] = [
  'Gedimino pr. 9-4, Vilnius',
  'Pilies g. 12, Vilnius',
  'Konstitucijos pr. 21-57, Vilnius',
  'Žirmūnų g. 68-12, Vilnius',
  'Savanorių pr. 104, Vilnius',
  'Antakalnio g. 33-8, Vilnius',
];

export const customerNotes: readonly (string | null)[] = [
  'Please ring twice, the bell is quiet.',
  'No onions please, allergic.',
  'Leave at the door, I will pay in the app.',
  'Extra napkins please.',
  'Call me when you are outside.',
  null,
  null,
];

/** Delivery fee in cents. */
export const deliveryFeeCents = 250;

export type Random = () => number;

export const pick = <T>(list: readonly T[], random: Random): T => {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
};

/** 1–3 different dishes, 1–3 of each, each option taken with a chance of 40 %. */
export function randomItems(random: Random): NewOrderItem[] {
  const count = 1 + Math.floor(random() * 3);
  const chosen = [...dishes].sort(() => random() - 0.5).slice(0, count);
  return chosen.map((dish) => ({
    food_id: null,
    name: dish.name,
    quantity: 1 + Math.floor(random() * 3),
    unit_price_cents: Math.round(dish.price * 100),
    options: dish.options.filter(() => random() < 0.4),
  }));
}

/** "2 × Cepelinai, 1 × Kibinai" */
export const itemsSummary = (items: readonly { quantity: number; name: string }[]): string =>
  items.map((item) => `${item.quantity} × ${item.name}`).join(', ');

export const formatEuros = (cents: number): string => `€${(cents / 100).toFixed(2)}`;

/** What a random customer orders: who, where, what and notes; the caller sets status and timeline. */
export function randomCustomerOrder(
  chefId: number,
  type: 'delivery' | 'pickup',
  createdAt: string,
  random: Random,
): Pick<NewOrder, 'chef_id' | 'type' | 'customer_name' | 'customer_phone' | 'customer_notes' | 'delivery_address' | 'delivery_fee_cents' | 'items' | 'created_at'> {
  const customer = pick(customers, random);
  return {
    chef_id: chefId,
    type,
    customer_name: customer.name,
    customer_phone: customer.phone,
    customer_notes: pick(customerNotes, random),
    delivery_address: type === 'delivery' ? pick(addresses, random) : null,
    delivery_fee_cents: type === 'delivery' ? deliveryFeeCents : 0,
    items: randomItems(random),
    created_at: createdAt,
  };
}

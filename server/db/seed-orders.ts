// Demo orders for demo@chef.test in every status (delivery and pickup, with options and customer
// notes). Runs at every start and inserts only while the demo chef has no order at all, so an
// existing DATA_DIR from before the orders migration gets them too.
import type { OrderStatus } from '../../src/contract/index.ts';
import { addresses, customers, deliveryFeeCents, dishes } from '../orders/menu.ts';
import { findChefByEmail } from '../store/chefs.ts';
import { orderWriter, type NewOrder, type NewOrderItem, type TimelineEntry } from '../store/order-writes.ts';
import type { Db } from './open.ts';

const minute = 60_000;

function item(name: string, quantity: number, optionNames: string[] = []): NewOrderItem {
  const dish = dishes.find((candidate) => candidate.name === name);
  if (!dish) throw new Error(`No dish ${name} on the demo menu.`);
  const options = dish.options.filter((option) => optionNames.includes(option.name));
  return { food_id: null, name, quantity, unit_price_cents: Math.round(dish.price * 100), options };
}

interface DemoOrder {
  status: OrderStatus;
  type: 'delivery' | 'pickup';
  minutesAgo: number;
  items: NewOrderItem[];
  notes: string | null;
  /** Steps after `pending`: status and minutes after creation. */
  steps: [OrderStatus, number, string | null][];
  extra?: Partial<NewOrder>;
}

const demoOrders = (): DemoOrder[] => [
  { status: 'refused_by_user', type: 'delivery', minutesAgo: 3 * 24 * 60, items: [item('Kugelis', 1, ['Spirgai (bacon bits)'])], notes: 'Please cut it into squares.', steps: [['refused_by_user', 6, 'Cancelled by the customer']] },
  { status: 'refused_by_chef', type: 'delivery', minutesAgo: 2 * 24 * 60, items: [item('Vėdarai', 2, ['Sauerkraut'])], notes: null, steps: [['refused_by_chef', 3, 'Reason: Out of ingredients']], extra: { refuse_reason: 'out_of_ingredients' } },
  { status: 'completed', type: 'pickup', minutesAgo: 24 * 60, items: [item('Koldūnai', 2, ['Fried onions']), item('Tinginys', 1)], notes: 'I will come by bike.', steps: [['accepted', 2, 'Preparation time 25 min'], ['ready_for_pickup', 27, null], ['completed', 40, null]], extra: { preparation_time: 25 } },
  { status: 'ready_for_delivery', type: 'delivery', minutesAgo: 50, items: [item('Balandėliai', 2, ['Tomato sauce', 'Extra sour cream'])], notes: 'Call me when you are outside.', steps: [['accepted', 2, 'Preparation time 30 min'], ['ready_for_delivery', 32, null]], extra: { preparation_time: 30 } },
  { status: 'ready_for_pickup', type: 'pickup', minutesAgo: 40, items: [item('Žemaičių blynai', 2, ['Mushroom sauce']), item('Varškėčiai', 1, ['Sour cream'])], notes: 'No onions please, allergic.', steps: [['accepted', 1, 'Preparation time 25 min'], ['ready_for_pickup', 26, null]], extra: { preparation_time: 25 } },
  { status: 'accepted', type: 'delivery', minutesAgo: 15, items: [item('Cepelinai', 2, ['Extra sour cream', 'Spirgai (bacon bits)']), item('Šaltibarščiai', 1, ['Boiled potatoes'])], notes: 'Please ring twice, the bell is quiet.', steps: [['accepted', 1, 'Preparation time 30 min']], extra: { preparation_time: 30 } },
  { status: 'delivery_change_requested', type: 'delivery', minutesAgo: 8, items: [item('Kibinai', 4, ['Lamb filling', 'Garlic sauce'])], notes: 'Leave at the door, I will pay in the app.', steps: [['delivery_change_requested', 2, 'Asked to change to pickup: No courier available']], extra: { delivery_change_reason: 'no_courier', delivery_change_status: 'pending' } },
  { status: 'pending', type: 'pickup', minutesAgo: 5, items: [item('Varškėčiai', 2, ['Raspberry jam']), item('Tinginys', 1, ['Whipped cream'])], notes: 'Extra napkins please.', steps: [] },
  { status: 'pending', type: 'delivery', minutesAgo: 2, items: [item('Cepelinai', 2, ['Extra sour cream']), item('Kibinai', 2, ['Lamb filling'])], notes: 'No onions please, allergic.', steps: [] },
];

/** Inserts the demo orders when demo@chef.test exists and has none; answers how many. */
export function seedDemoOrders(db: Db, nowMs: number): number {
  const chef = findChefByEmail(db, 'demo@chef.test');
  if (!chef) return 0;
  const writer = orderWriter(db);
  return db.transaction(() => {
    if (db.prepare('SELECT 1 FROM orders WHERE chef_id = ? LIMIT 1').get(chef.id)) return 0;
    const list = demoOrders();
    list.forEach((demo, index) => {
      const createdMs = nowMs - demo.minutesAgo * minute;
      const customer = customers[index % customers.length] ?? { name: 'Jonas Kazlauskas', phone: null };
      const timeline: TimelineEntry[] = demo.steps.map(([status, after, note]) => ({
        status,
        at: new Date(createdMs + after * minute).toISOString(),
        note,
        actor: status === 'refused_by_user' ? 'customer' : 'chef',
      }));
      const accepted = timeline.find((entry) => entry.status === 'accepted');
      const preparation = demo.extra?.preparation_time;
      writer.insert({
        chef_id: chef.id,
        status: demo.status,
        type: demo.type,
        customer_name: customer.name,
        customer_phone: customer.phone,
        customer_notes: demo.notes,
        delivery_address: demo.type === 'delivery' ? (addresses[index % addresses.length] ?? null) : null,
        delivery_fee_cents: demo.type === 'delivery' ? deliveryFeeCents : 0,
        items: demo.items,
        created_at: new Date(createdMs).toISOString(),
        updated_at: timeline.at(-1)?.at ?? new Date(createdMs).toISOString(),
        timeline,
        ...demo.extra,
        estimated_ready_at: accepted && preparation ? new Date(Date.parse(accepted.at) + preparation * minute).toISOString() : null,
        refund_at: demo.status === 'refused_by_chef' ? (timeline.at(-1)?.at ?? null) : null,
      });
    });
    return list.length;
  })();
}

import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@/contract';
import { groupOf, prepSheet, type PrepOrder } from './prep-sheet';

type Item = PrepOrder['items'][number];
const item = (name: string, quantity: number, options: [string, number?][] = []): Item => ({
  id: Math.floor(Math.random() * 1e9),
  food_id: null,
  name,
  quantity,
  unit_price: 5,
  total: 5 * quantity,
  options: options.map(([option, count]) => ({ name: option, quantity: count ?? 1, additional_price: 0.5 })),
});
const order = (number: string, status: OrderStatus, items: Item[], extra: Partial<PrepOrder> = {}): PrepOrder => ({
  number,
  status,
  type: 'delivery',
  items,
  customer_notes: null,
  estimated_ready_at: null,
  ...extra,
});

describe('prepSheet', () => {
  it('sums three orders with overlapping dishes and options, per dish and per option', () => {
    const sheet = prepSheet([
      order('1001', 'pending', [item('Cepelinai', 2, [['Extra sour cream']]), item('Kibinai', 1)]),
      order('1002', 'pending', [item('Cepelinai', 1, [['Extra sour cream'], ['Spirgai (bacon bits)']])]),
      order('1003', 'pending', [item('Cepelinai', 2), item('Kibinai', 3, [['Garlic sauce']])]),
    ]);
    expect(sheet.orderCount).toBe(3);
    expect(sheet.groups).toHaveLength(1);
    const [cepelinai, kibinai] = sheet.groups[0]?.dishes ?? [];
    expect(cepelinai).toMatchObject({
      name: 'Cepelinai',
      count: 5,
      plain: 2,
      options: [
        { name: 'Extra sour cream', count: 3 },
        { name: 'Spirgai (bacon bits)', count: 1 },
      ],
    });
    expect(kibinai).toMatchObject({ name: 'Kibinai', count: 4, plain: 1, options: [{ name: 'Garlic sauce', count: 3 }] });
    expect(sheet.totals.map((dish) => [dish.name, dish.count])).toEqual([
      ['Cepelinai', 5],
      ['Kibinai', 4],
    ]);
  });

  it('counts an option with a quantity on every portion: 2 x sour cream on 3 portions is 6', () => {
    const sheet = prepSheet([
      order('1', 'pending', [item('Varškėčiai', 3, [['Sour cream', 2]])]),
      order('2', 'pending', [item('Varškėčiai', 1, [['Sour cream']])]),
    ]);
    expect(sheet.groups[0]?.dishes[0]).toMatchObject({ count: 4, plain: 0, options: [{ name: 'Sour cream', count: 7 }] });
  });

  it('groups accepted orders by ready time in 15-minute slots, earliest first; not accepted yet last; orders by number', () => {
    const sheet = prepSheet([
      order('1010', 'pending', [item('Kugelis', 1)]),
      order('1009', 'accepted', [item('Kugelis', 1)], { estimated_ready_at: '2026-11-23T18:20:00.000Z' }),
      order('1002', 'accepted', [item('Kugelis', 2)], { estimated_ready_at: '2026-11-23T18:04:59.000Z' }),
      order('1011', 'accepted', [item('Kugelis', 1)], { estimated_ready_at: '2026-11-23T18:15:00.000Z' }),
      order('999', 'accepted', [item('Kugelis', 4)], { estimated_ready_at: '2026-11-23T18:29:00.000Z' }),
      order('1003', 'delivery_change_requested', [item('Kugelis', 1)]),
    ]);
    expect(sheet.groups.map((group) => [group.when, group.orders.map((o) => o.number), group.dishes[0]?.count])).toEqual([
      [{ kind: 'slot', from: '2026-11-23T18:00:00.000Z', to: '2026-11-23T18:15:00.000Z' }, ['1002', '1011'], 3],
      [{ kind: 'slot', from: '2026-11-23T18:15:00.000Z', to: '2026-11-23T18:30:00.000Z' }, ['999', '1009'], 5],
      [{ kind: 'notAccepted' }, ['1003', '1010'], 2],
    ]);
  });

  it('puts an accepted order without a readable ready time in "No ready time", before "Not accepted yet"', () => {
    expect(groupOf({ status: 'accepted', estimated_ready_at: null })).toEqual({ kind: 'noReadyTime' });
    expect(groupOf({ status: 'accepted', estimated_ready_at: 'soon' })).toEqual({ kind: 'noReadyTime' });
    expect(groupOf({ status: 'pending', estimated_ready_at: '2026-11-23T18:20:00.000Z' })).toEqual({ kind: 'notAccepted' });
    const sheet = prepSheet([order('1', 'pending', [item('Tinginys', 1)]), order('2', 'accepted', [item('Tinginys', 1)])]);
    expect(sheet.groups.map((group) => group.when.kind)).toEqual(['noReadyTime', 'notAccepted']);
  });

  it('leaves out ready, completed, refused and cancelled orders', () => {
    const done: OrderStatus[] = ['ready_for_pickup', 'ready_for_delivery', 'completed', 'refused_by_chef', 'refused_by_user'];
    const sheet = prepSheet([
      ...done.map((status, index) => order(`9${index}`, status, [item('Vėdarai', 10)], { estimated_ready_at: '2026-11-23T18:20:00.000Z' })),
      order('1', 'accepted', [item('Vėdarai', 1)], { estimated_ready_at: '2026-11-23T18:20:00.000Z' }),
    ]);
    expect(sheet.orderCount).toBe(1);
    expect(sheet.totals).toMatchObject([{ name: 'Vėdarai', count: 1 }]);
    expect(prepSheet(done.map((status) => order('5', status, [item('Vėdarai', 1)])))).toEqual({ groups: [], totals: [], orderCount: 0 });
  });

  it('puts a note next to the dish it names; an allergy naming none next to every dish of its order; others once in the group', () => {
    const sheet = prepSheet([
      order('1', 'pending', [item('Cepelinai', 1), item('Kibinai', 2)], { customer_notes: 'No nuts in the kibinai please' }),
      order('2', 'pending', [item('Cepelinai', 1), item('Šaltibarščiai', 1)], { customer_notes: ' Ring twice. ' }),
      order('3', 'pending', [item('Cepelinai', 1)], { customer_notes: 'saltibarsciai? no, just GLUTEN free cepelinai' }),
      order('4', 'pending', [item('Cepelinai', 1)], { customer_notes: '   ' }),
      order('5', 'pending', [item('Kugelis', 1), item('Kibinai', 1)], { customer_notes: 'Allergic to onions' }),
      order('6', 'pending', [item('Kugelis', 1)], { customer_notes: 'No onions on the Kugelis' }),
    ]);
    const dish = (name: string) => sheet.groups[0]?.dishes.find((entry) => entry.name === name);
    expect(dish('Kibinai')?.notes).toEqual([
      { orderNumber: '1', text: 'No nuts in the kibinai please', allergy: true },
      { orderNumber: '5', text: 'Allergic to onions', allergy: true },
    ]);
    expect(dish('Kugelis')?.notes).toEqual([
      { orderNumber: '5', text: 'Allergic to onions', allergy: true },
      { orderNumber: '6', text: 'No onions on the Kugelis', allergy: false },
    ]);
    expect(dish('Cepelinai')?.notes).toEqual([{ orderNumber: '3', text: 'saltibarsciai? no, just GLUTEN free cepelinai', allergy: true }]);
    expect(dish('Šaltibarščiai')?.notes).toEqual([]);
    expect(sheet.groups[0]?.notes).toEqual([{ orderNumber: '2', text: 'Ring twice.', allergy: false }]);
    expect(sheet.groups[0]?.orders.filter((o) => o.allergy).map((o) => o.number)).toEqual(['1', '3', '5']);
    expect(sheet.totals.every((total) => total.notes.length === 0)).toBe(true);
  });
});

// Writing orders: a new order with its items and timeline, status changes with their timeline
// entry (who acted, when they tapped, when the server recorded it) and refunds.
import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';
import type { OrderOption, OrderRow } from './orders.ts';

/** Order numbers are the id + 1000, as text ("1042"). */
const numberOffset = 1000;

export type Actor = 'chef' | 'customer' | 'system';

export interface NewOrderItem {
  food_id: number | null;
  name: string;
  quantity: number;
  unit_price_cents: number;
  options: OrderOption[];
}

export interface TimelineEntry {
  status: OrderStatus;
  at: string;
  note: string | null;
  actor: Actor;
  /** The X-Action-At the chef's device sent, when it did. */
  action_at?: string | null;
}

export interface NewOrder {
  chef_id: number;
  status: OrderStatus;
  type: 'delivery' | 'pickup';
  customer_name: string;
  customer_phone: string | null;
  customer_notes: string | null;
  delivery_address: string | null;
  delivery_fee_cents: number;
  items: NewOrderItem[];
  created_at: string;
  updated_at?: string;
  chef_notes?: string | null;
  preparation_time?: number | null;
  estimated_ready_at?: string | null;
  refuse_reason?: string | null;
  delivery_change_reason?: string | null;
  delivery_change_status?: string | null;
  /** Entries after the first `pending` one, which is added from created_at. */
  timeline?: TimelineEntry[];
  refund_at?: string | null;
}

/** An item's total: quantity × (unit price + every option's price × its quantity). */
export const itemTotalCents = (item: NewOrderItem): number =>
  item.quantity * (item.unit_price_cents + item.options.reduce((sum, option) => sum + Math.round(option.additional_price * 100) * option.quantity, 0));

/** Prepared statements for one database, so bulk inserts (seed-history) stay fast. */
export function orderWriter(db: Db) {
  const insertOrder = db.prepare(
    `INSERT INTO orders (chef_id, number, status, type, customer_name, customer_name_lower, customer_phone, customer_notes,
       chef_notes, delivery_address, subtotal_cents, delivery_fee_cents, total_cents, preparation_time, estimated_ready_at,
       refuse_reason, delivery_change_reason, delivery_change_status, created_at, updated_at)
     VALUES (@chef_id, @placeholder, @status, @type, @customer_name, @customer_name_lower, @customer_phone, @customer_notes,
       @chef_notes, @delivery_address, @subtotal_cents, @delivery_fee_cents, @total_cents, @preparation_time,
       @estimated_ready_at, @refuse_reason, @delivery_change_reason, @delivery_change_status, @created_at, @updated_at)`,
  );
  const setNumber = db.prepare('UPDATE orders SET number = ? WHERE id = ?');
  const insertItem = db.prepare(
    `INSERT INTO order_items (order_id, food_id, name, quantity, unit_price_cents, total_cents, options)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertTimeline = db.prepare(
    'INSERT INTO order_timeline (order_id, status, actor, at, note, action_at, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertRefund = db.prepare("INSERT OR REPLACE INTO order_refunds (order_id, amount_cents, destination, at) VALUES (?, ?, 'wallet', ?)");

  function addTimeline(orderId: number, entry: TimelineEntry, recordedAt: string): void {
    insertTimeline.run(orderId, entry.status, entry.actor, entry.at, entry.note, entry.action_at ?? null, recordedAt);
  }

  function insert(order: NewOrder): number {
    const subtotal = order.items.reduce((sum, item) => sum + itemTotalCents(item), 0);
    const info = insertOrder.run({
      chef_id: order.chef_id,
      placeholder: randomUUID(),
      status: order.status,
      type: order.type,
      customer_name: order.customer_name,
      customer_name_lower: order.customer_name.toLocaleLowerCase(),
      customer_phone: order.customer_phone,
      customer_notes: order.customer_notes,
      chef_notes: order.chef_notes ?? null,
      delivery_address: order.type === 'pickup' ? null : order.delivery_address,
      subtotal_cents: subtotal,
      delivery_fee_cents: order.delivery_fee_cents,
      total_cents: subtotal + order.delivery_fee_cents,
      preparation_time: order.preparation_time ?? null,
      estimated_ready_at: order.estimated_ready_at ?? null,
      refuse_reason: order.refuse_reason ?? null,
      delivery_change_reason: order.delivery_change_reason ?? null,
      delivery_change_status: order.delivery_change_status ?? null,
      created_at: order.created_at,
      updated_at: order.updated_at ?? order.created_at,
    });
    const id = Number(info.lastInsertRowid);
    setNumber.run(String(id + numberOffset), id);
    for (const item of order.items) {
      insertItem.run(id, item.food_id, item.name, item.quantity, item.unit_price_cents, itemTotalCents(item), JSON.stringify(item.options));
    }
    addTimeline(id, { status: 'pending', at: order.created_at, note: null, actor: 'customer' }, order.created_at);
    for (const entry of order.timeline ?? []) addTimeline(id, entry, entry.at);
    if (order.refund_at) insertRefund.run(id, subtotal + order.delivery_fee_cents, order.refund_at);
    return id;
  }

  return { insert, addTimeline, refund: (orderId: number, amountCents: number, at: string) => insertRefund.run(orderId, amountCents, at) };
}

export type OrderChanges = Partial<Omit<OrderRow, 'id' | 'chef_id' | 'number' | 'created_at' | 'updated_at' | 'customer_name'>>;

/** Applies column changes and records the timeline entry of the new status. */
export function changeOrder(db: Db, order: OrderRow, changes: OrderChanges, entry: TimelineEntry, nowIso: string): void {
  const columns = Object.keys(changes) as (keyof OrderChanges)[];
  const assignments = [...columns.map((column) => `${column} = @${column}`), 'updated_at = @updated_at'].join(', ');
  db.prepare(`UPDATE orders SET ${assignments} WHERE id = @id`).run({ ...changes, updated_at: nowIso, id: order.id });
  orderWriter(db).addTimeline(order.id, entry, nowIso);
}

// Orders as stored (orders, order_items, order_timeline, order_refunds) and their JSON shape, the
// contract's `order`. Money is kept in cents and answered as euros with two decimals.
import type { Order, OrderStatus, TicketStatus } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';

export interface OrderRow {
  id: number;
  chef_id: number;
  number: string;
  status: OrderStatus;
  type: 'delivery' | 'pickup';
  customer_name: string;
  customer_phone: string | null;
  customer_notes: string | null;
  chef_notes: string | null;
  delivery_address: string | null;
  subtotal_cents: number;
  delivery_fee_cents: number;
  total_cents: number;
  preparation_time: number | null;
  estimated_ready_at: string | null;
  refuse_reason: string | null;
  delivery_change_reason: string | null;
  delivery_change_notes: string | null;
  delivery_change_status: string | null;
  created_at: string;
  updated_at: string;
}

interface ItemRow {
  id: number;
  order_id: number;
  food_id: number | null;
  name: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  options: string;
}

interface TimelineRow {
  order_id: number;
  status: OrderStatus;
  at: string;
  note: string | null;
}

interface RefundRow {
  order_id: number;
  amount_cents: number;
  at: string;
}

export interface OrderOption {
  name: string;
  quantity: number;
  additional_price: number;
}

export const euros = (cents: number): number => Math.round(cents) / 100;
export const cents = (amount: number): number => Math.round(amount * 100);

export function findOrderRow(db: Db, chefId: number, id: number): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE id = ? AND chef_id = ?').get(id, chefId) as OrderRow | undefined;
}

export function findOrderRowById(db: Db, id: number): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
}

function groupBy<T extends { order_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.order_id);
    if (list) list.push(row);
    else map.set(row.order_id, [row]);
  }
  return map;
}

/** The JSON of many orders with their items, timeline and refund (three queries, not 3 per order). */
export function toOrders(db: Db, rows: OrderRow[]): Order[] {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const marks = ids.map(() => '?').join(',');
  const items = groupBy(db.prepare(`SELECT * FROM order_items WHERE order_id IN (${marks}) ORDER BY id`).all(...ids) as ItemRow[]);
  const timeline = groupBy(
    db.prepare(`SELECT order_id, status, at, note FROM order_timeline WHERE order_id IN (${marks}) ORDER BY id`).all(...ids) as TimelineRow[],
  );
  const refunds = new Map(
    (db.prepare(`SELECT order_id, amount_cents, at FROM order_refunds WHERE order_id IN (${marks})`).all(...ids) as RefundRow[]).map(
      (row) => [row.order_id, row] as const,
    ),
  );
  // Each move of the ready time (server/orders/delay.ts).
  // The chef's tickets about each order ("report a problem").
  const tickets = groupBy(
    db.prepare(`SELECT order_id, id, title, status FROM tickets WHERE order_id IN (${marks}) ORDER BY id`).all(...ids) as { order_id: number; id: number; title: string; status: TicketStatus }[],
  );
  const delays = groupBy(
    db.prepare(`SELECT order_id, minutes, at FROM order_ready_delays WHERE order_id IN (${marks}) ORDER BY id`).all(...ids) as { order_id: number; minutes: number; at: string }[],
  );
  return rows.map((row) => {
    const refund = refunds.get(row.id);
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      type: row.type,
      customer: { name: row.customer_name, phone: row.customer_phone },
      items: (items.get(row.id) ?? []).map((item) => ({
        id: item.id,
        food_id: item.food_id,
        name: item.name,
        quantity: item.quantity,
        unit_price: euros(item.unit_price_cents),
        total: euros(item.total_cents),
        options: JSON.parse(item.options) as OrderOption[],
      })),
      customer_notes: row.customer_notes,
      chef_notes: row.chef_notes,
      delivery_address: row.delivery_address,
      subtotal: euros(row.subtotal_cents),
      delivery_fee: euros(row.delivery_fee_cents),
      total: euros(row.total_cents),
      preparation_time: row.preparation_time,
      estimated_ready_at: row.estimated_ready_at,
      refuse_reason: row.refuse_reason,
      delivery_change: row.delivery_change_reason
        ? { reason: row.delivery_change_reason, notes: row.delivery_change_notes, status: row.delivery_change_status ?? 'pending' }
        : null,
      timeline: (timeline.get(row.id) ?? []).map((entry) => ({ status: entry.status, at: entry.at, note: entry.note })),
      refund: refund ? { amount: euros(refund.amount_cents), to: 'wallet' as const, at: refund.at } : null,
      ready_delays: (delays.get(row.id) ?? []).map((delay) => ({ minutes: delay.minutes, at: delay.at })),
      tickets: (tickets.get(row.id) ?? []).map((ticket) => ({ id: ticket.id, title: ticket.title, status: ticket.status })),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

export function toOrder(db: Db, row: OrderRow): Order {
  const [order] = toOrders(db, [row]);
  if (!order) throw new Error(`Order ${row.id} could not be read.`);
  return order;
}

/** Orders the chef still has to act on, newest first. */
export function listActiveOrders(db: Db, chefId: number): Order[] {
  const rows = db
    .prepare(
      `SELECT * FROM orders WHERE chef_id = ?
         AND status IN ('pending', 'delivery_change_requested', 'accepted', 'ready_for_pickup', 'ready_for_delivery')
       ORDER BY created_at DESC, id DESC`,
    )
    .all(chefId) as OrderRow[];
  return toOrders(db, rows);
}

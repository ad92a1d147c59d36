// Today's prep sheet (pure): from the orders on the device, what is still to cook, dish by dish,
// grouped by when it must be ready.
//
// - Counted: orders still to be cooked: new (`pending`), waiting for the customer's answer to a
//   pickup request (`delivery_change_requested`, which goes back to pending) and `accepted`
//   (being cooked). Left out: ready orders (`ready_for_pickup`/`ready_for_delivery`: the food is
//   cooked and packed), `completed` (handed over), and refused or cancelled orders
//   (`refused_by_chef`, `refused_by_user`): nothing of those goes in a pan any more.
// - Groups: accepted orders by their estimated ready time, in 15-minute slots (19:00-19:15 holds
//   what is due after 19:00 up to 19:15), earliest first; an accepted order without a readable
//   time in "No ready time"; orders not accepted yet in the last group. Each group lists its
//   orders by number.
// - Per dish (by name): the portions, and per option the portions it goes on (item quantity x the
//   option's quantity: "2 x Extra sour cream" on 3 portions counts 6), and the portions without
//   any option ("plain").
// - Customer notes: every note is kept. Next to the dishes of its order it names (matched by name,
//   accents and case ignored); an allergy warning (allergy-words.ts) that names no dish goes next
//   to every dish of its order (a chef must not miss it whichever dish they cook); any other note
//   ("Ring twice", "Call me when outside") once, with its group's orders.
import { movedMinutes } from '@/contract';
import type { Order, OrderStatus } from '@/contract';
import { isAllergyNote } from './allergy-words';

export const cookingStatuses = ['pending', 'delivery_change_requested', 'accepted'] as const satisfies readonly OrderStatus[];
export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;

export type PrepOrder = Pick<Order, 'items' | 'customer_notes' | 'status' | 'estimated_ready_at' | 'number' | 'type'> & Partial<Pick<Order, 'ready_delays'>>;

export type PrepOption = { name: string; count: number };
export type PrepNote = { orderNumber: string; text: string; allergy: boolean };
export type PrepDish = {
  name: string;
  count: number;
  options: PrepOption[];
  /** Portions ordered without any option. */
  plain: number;
  notes: PrepNote[];
};
export type PrepGroupOrder = { number: string; status: OrderStatus; type: Order['type']; readyAt: string | null; allergy: boolean; /** Minutes its ready time moved (running late). */ moved?: number };
export type PrepWhen = { kind: 'slot'; from: string; to: string } | { kind: 'noReadyTime' } | { kind: 'notAccepted' };
/** `notes`: the notes of the group's orders that belong to no dish in particular. */
export type PrepGroup = { key: string; when: PrepWhen; orders: PrepGroupOrder[]; dishes: PrepDish[]; notes: PrepNote[] };
export type PrepSheet = { groups: PrepGroup[]; totals: PrepDish[]; orderCount: number };

export const isCooking = (status: OrderStatus): boolean => (cookingStatuses as readonly OrderStatus[]).includes(status);

const byNumber = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });
const plainText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The group of an order: its ready slot when accepted with a time, else "no ready time" or "not accepted yet". */
export function groupOf(order: Pick<Order, 'status' | 'estimated_ready_at'>): PrepWhen {
  if (order.status !== 'accepted') return { kind: 'notAccepted' };
  const due = order.estimated_ready_at ? Date.parse(order.estimated_ready_at) : NaN;
  if (Number.isNaN(due)) return { kind: 'noReadyTime' };
  // Up to the slot's end: 19:15 exactly is due in 19:00-19:15. (Every time zone is a whole number
  // of quarter hours from UTC, so UTC quarters are the chef's quarters.)
  const to = Math.ceil(due / SLOT_MS) * SLOT_MS;
  return { kind: 'slot', from: new Date(to - SLOT_MS).toISOString(), to: new Date(to).toISOString() };
}

const whenKey = (when: PrepWhen) => (when.kind === 'slot' ? `slot:${when.to}` : when.kind);
// Slots by time, then "No ready time", then "Not accepted yet".
const whenRank = (when: PrepWhen) => (when.kind === 'slot' ? Date.parse(when.to) : when.kind === 'noReadyTime' ? Number.MAX_SAFE_INTEGER - 1 : Number.MAX_SAFE_INTEGER);

/** A note and the dishes of its order it belongs to ([]: to none in particular). */
export function placeNote(order: PrepOrder): { note: PrepNote; dishes: string[] } | null {
  const text = order.customer_notes?.trim();
  if (!text) return null;
  const note: PrepNote = { orderNumber: order.number, text, allergy: isAllergyNote(text) };
  const names = [...new Set(order.items.map((item) => item.name.trim()))];
  const named = names.filter((name) => plainText(text).includes(plainText(name)));
  return { note, dishes: named.length > 0 ? named : note.allergy ? names : [] };
}

/** The dishes of some orders, summed (most portions first, then by name), with their notes. */
export function sumDishes(orders: readonly PrepOrder[], withNotes = true): PrepDish[] {
  const dishes = new Map<string, { dish: PrepDish; options: Map<string, PrepOption> }>();
  const dishOf = (name: string) => {
    let entry = dishes.get(name);
    if (!entry) {
      entry = { dish: { name, count: 0, options: [], plain: 0, notes: [] }, options: new Map() };
      dishes.set(name, entry);
    }
    return entry;
  };
  for (const order of [...orders].sort((a, b) => byNumber(a.number, b.number))) {
    for (const item of order.items) {
      const entry = dishOf(item.name.trim());
      entry.dish.count += item.quantity;
      if (item.options.length === 0) entry.dish.plain += item.quantity;
      for (const option of item.options) {
        const name = option.name.trim();
        const counted = entry.options.get(name) ?? { name, count: 0 };
        counted.count += item.quantity * option.quantity;
        entry.options.set(name, counted);
      }
    }
    const placed = withNotes ? placeNote(order) : null;
    if (placed) for (const name of placed.dishes) dishOf(name).dish.notes.push(placed.note);
  }
  return [...dishes.values()]
    .map(({ dish, options }) => ({ ...dish, options: [...options.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)) }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** The prep sheet of the orders on the device (any statuses: those not to cook are left out). */
export function prepSheet(orders: readonly PrepOrder[]): PrepSheet {
  const cooking = orders.filter((order) => isCooking(order.status) && order.items.length > 0);
  const groups = new Map<string, { when: PrepWhen; orders: PrepOrder[] }>();
  for (const order of cooking) {
    const when = groupOf(order);
    const key = whenKey(when);
    const group = groups.get(key) ?? { when, orders: [] };
    group.orders.push(order);
    groups.set(key, group);
  }
  return {
    groups: [...groups.entries()]
      .sort(([, a], [, b]) => whenRank(a.when) - whenRank(b.when))
      .map(([key, group]) => ({
        key,
        when: group.when,
        orders: group.orders
          .map((order) => ({
            number: order.number,
            status: order.status,
            type: order.type,
            readyAt: order.status === 'accepted' ? (order.estimated_ready_at ?? null) : null,
            moved: movedMinutes(order),
            allergy: isAllergyNote(order.customer_notes ?? ''),
          }))
          .sort((a, b) => byNumber(a.number, b.number)),
        dishes: sumDishes(group.orders),
        notes: [...group.orders]
          .sort((a, b) => byNumber(a.number, b.number))
          .map(placeNote)
          .flatMap((placed) => (placed && placed.dishes.length === 0 ? [placed.note] : [])),
      })),
    totals: sumDishes(cooking, false),
    orderCount: cooking.length,
  };
}

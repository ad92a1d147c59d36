// Live reads of the chef's orders from Dexie (the orders screens never ask the server; the sync
// layer pulls). undefined means "no result yet" (or no database).
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { activeOrderStatuses, type TicketStatus } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { useOutboxEntries } from '@/db/outbox-entries';
import { sharedLiveRead, useSharedLiveRead, type SharedRead } from '@/db/shared-live-read';
import { ordersWithStatus } from '@/db/orders-by-status';
import type { CollectionName } from '@/sync/pull/collections';
import { ticketRef, type OrderRow } from '@/db/rows';
import { loadState, readPullRecord, type PullRecord } from '@/sync/pull/pull-state';
import { useOnline } from '@/ui/use-online';
import type { ListState } from '@/ui/use-list-state';
import { ACKNOWLEDGED_KEY } from './mutations';
import { sortActiveOrders } from './sort-orders';

/** The collection the sync layer pulls the active orders into (its syncState key). */
export const ACTIVE_ORDERS_COLLECTION: CollectionName = 'activeOrders';

export const activeOrdersQuery = (db: ChefDb) => ordersWithStatus(db, activeOrderStatuses);

/** What the orders list and the new-order alarm both read after each change of the active orders,
 * in one transaction (so a pull that brings the rows and marks the collection pulled is seen whole:
 * never "No active orders" for a moment, never an alarm baseline without its rows). One read for
 * both, shared (src/db/shared-live-read.ts): while a queue of 200 accepts is sent, each answer
 * woke two reads of every active order. */
export type ActiveOrdersRead = PullRecord & {
  /** What needs the chef first, first (sort-orders.ts). */
  rows: OrderRow[];
  /** The stored `acknowledgedOrders` value (the alarm's). */
  acknowledged: unknown;
};

/** One read of the active orders with their pull state and the acknowledged ids. */
export const readActiveOrders = (db: ChefDb): Promise<ActiveOrdersRead> =>
  db.transaction('r', [db.orders, db.syncState, db.kv], async () => {
    const [rows, pull, acknowledged] = await Promise.all([activeOrdersQuery(db), readPullRecord(db, ACTIVE_ORDERS_COLLECTION), db.kv.get(ACKNOWLEDGED_KEY)]);
    return { rows: sortActiveOrders(rows), ...pull, acknowledged: acknowledged?.value };
  });

/** The shared read of the active orders (the alarm subscribes to it outside React). */
export const sharedActiveOrders = (db: ChefDb): SharedRead<ActiveOrdersRead> => sharedLiveRead(db, 'activeOrders', readActiveOrders);

/** The active orders, what needs the chef first (sort-orders.ts), and what an empty list means
 * (none, or could not load: src/sync/pull/pull-state.ts `loadState`). */
export function useActiveOrders(db: ChefDb | null): ListState<OrderRow> | undefined {
  const online = useOnline();
  const read = useSharedLiveRead(db, 'activeOrders', readActiveOrders);
  return useMemo(() => (read ? { rows: read.rows, load: loadState(read, online) } : undefined), [read, online]);
}

/** One order; null when this device does not have it. */
export function useOrder(db: ChefDb | null, orderId: number): OrderRow | null | undefined {
  return useLiveQuery(async () => (db ? ((await db.orders.get(orderId)) ?? null) : undefined), [db, orderId]);
}

/** Ids of the orders with an action still waiting in the outbox ("Waiting to send"). */
export function useWaitingOrderIds(db: ChefDb | null): ReadonlySet<number> {
  const entries = useOutboxEntries(db);
  // The same Set while the same orders wait: a claim or its release changes the outbox, not
  // which orders wait, and must not draw the whole list again (twice per action while 200 are sent).
  const ids = (entries ?? []).flatMap((entry) => (entry.entity.startsWith('order:') ? [entry.entity.slice('order:'.length)] : [])).join(',');
  return useMemo(() => new Set(ids ? ids.split(',').map(Number) : []), [ids]);
}

/** A problem reported on an order: the ticket's title, status and how a route names it. */
export type ReportedProblem = { ref: string; title: string; status: TicketStatus };

/** The chef's tickets about an order: those the server lists with the order, and those on this
 * device about it (made offline and not sent yet, or pulled since), each once, oldest first. */
export function useReportedProblems(db: ChefDb | null, order: Pick<OrderRow, 'id' | 'tickets'>): ReportedProblem[] {
  const local = useLiveQuery(async () => (db ? db.tickets.filter((ticket) => ticket.order?.id === order.id).toArray() : []), [db, order.id]) ?? [];
  const byServerId = new Map<number, ReportedProblem>((order.tickets ?? []).map((ticket) => [ticket.id, { ref: String(ticket.id), title: ticket.title, status: ticket.status }]));
  const unsent: ReportedProblem[] = [];
  for (const ticket of [...local].sort((a, b) => a.created_at.localeCompare(b.created_at))) {
    const problem = { ref: ticketRef(ticket), title: ticket.title, status: ticket.status };
    if (ticket.id === 0) unsent.push(problem);
    else byServerId.set(ticket.id, problem);
  }
  return [...[...byServerId.entries()].sort(([a], [b]) => a - b).map(([, problem]) => problem), ...unsent];
}

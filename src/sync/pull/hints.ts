// Realtime events are hints (architecture rule 8): each event is stored as a notification, then
// the collections it says changed are pulled. Later features add their collections here. An order
// event names its order (`data.order_id`, else its `action_url` /orders/<id>): that one order is
// read first, so its card shows after a small fetch, before the whole collection is pulled.
import type { RealtimeEvent } from '@/contract';
import type { CollectionName } from './collections';

/** The order an event is about, when it names one. */
export function orderOfEvent(event: Pick<RealtimeEvent, 'data' | 'action_url'>): number | null {
  const named = event.data?.order_id;
  const id = typeof named === 'number' || typeof named === 'string' ? Number(named) : Number(/^\/orders\/(\d+)$/.exec(event.action_url ?? '')?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function collectionsHintedBy(eventType: string): CollectionName[] {
  switch (eventType) {
    case 'account_status':
      return ['notifications', 'profile', 'kitchen'];
    case 'kitchen_status':
    case 'kitchen_paused':
      return ['notifications', 'kitchen'];
    case 'support_ticket':
      return ['notifications', 'tickets']; // and the ticket it names, with its messages (engine.ts)
    case 'new_order':
    case 'order_cancelled':
    case 'order_expired':
    case 'delivery_accepted':
    case 'delivery_refused':
      return ['notifications', 'activeOrders'];
    default:
      return ['notifications'];
  }
}

// Realtime events are hints (architecture rule 8): each event is stored as a notification, then
// the collections it says changed are pulled. Later features add their collections here.
import type { CollectionName } from './collections';

export function collectionsHintedBy(eventType: string): CollectionName[] {
  switch (eventType) {
    case 'account_status':
      return ['notifications', 'profile', 'kitchen'];
    case 'kitchen_status':
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

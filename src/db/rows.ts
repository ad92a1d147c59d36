// Row types of the local database. Server entities are stored as the contract parses them, with a
// few local fields (prefixed by nothing; documented here) that only this device uses.
import type { ChefNotification, City, Food, FoodOption, Kitchen, OptionGroup, Order, OrderHistoryPage, OrderHistoryQuery, Ticket, TicketMessage, User } from '@/contract';

export type NotificationRow = ChefNotification & {
  /** 1 while unread, 0 once read: IndexedDB cannot index null, and the bell counts by this index. */
  unread: 0 | 1;
};
export type ProfileRow = User;
export type KitchenRow = Kitchen;
/** A food of the menu with its option groups and options, as the server gives it; `key` is the
 * device's key (menuKey: the client_id when there is one, else `id:<id>`). A food made on the device
 * has `id` 0 and no slug until the server answers. */
export type MenuRow = Food & { key: string };
export type { Food, FoodOption, OptionGroup };

/** The device's key of a food: its client_id (made on a device) or its server id. */
export const menuKey = (food: Pick<Food, 'client_id' | 'id'>): string => food.client_id ?? `id:${food.id}`;

/** How a URL names a food, group or option: its client_id when a device made it (the server
 * accepts it before it gave an id), else its slug (a food) or id. */
export const foodRef = (food: Pick<Food, 'client_id' | 'slug'>): string => food.client_id ?? food.slug;
export const itemRef = (item: { client_id: string | null; id: number }): string => item.client_id ?? String(item.id);
/** An order as the server gave it; `server_updated_at` is the server's `updated_at` of the copy
 * written last (the chef's unsent actions on top change `updated_at`, not this), so an older
 * server copy never replaces a newer one (src/sync/pull/fetch-sequence.ts). */
export type OrderRow = Order & { server_updated_at?: string };
/** A support ticket as the server gives it, with its messages when this device has read them
 * (the list comes without); `key` is the device's key (ticketKey). A ticket made on the device has
 * `id` 0 until the server answers; a reply written on the device and not yet sent is in `messages`
 * with `id` 0 and its client_id (its attachment: `url` '' until sent, the Blob waits in the outbox). */
export type TicketRow = Ticket & { key: string };
export type { Ticket, TicketMessage };

/** The device's key of a ticket: its client_id (made on a device) or `id:<id>`. */
export const ticketKey = (ticket: Pick<Ticket, 'client_id' | 'id'>): string => ticket.client_id ?? `id:${ticket.id}`;
/** How a route and the API name a ticket: its client_id when a device made it, else its id. */
export const ticketRef = (ticket: Pick<Ticket, 'client_id' | 'id'>): string => ticket.client_id ?? String(ticket.id);
export type CityRow = City;

/** One page of the order history as last fetched: the rows themselves live in `orders`. */
export type HistoryPageRow = {
  key: string;
  query: OrderHistoryQuery;
  orderIds: number[];
  meta: OrderHistoryPage['meta'];
  fetchedAt: number;
};

/**
 * A collection's pulls (src/sync/pull/pull-scheduler.ts). The row exists once the collection was pulled
 * successfully (screens read "pulled at least once" from its presence); later failures and hints
 * update it. Only `collection` is indexed: the other fields need no version bump.
 */
export type SyncStateRow = {
  collection: string;
  /** The last successful pull (device time, ms). */
  pulledAt: number;
  /** A pull is owed: an event said the collection changed, or the last pull failed. */
  stale?: boolean;
  /** Why the last pull failed; null once one succeeded. */
  lastError?: string | null;
  /** When the last pull failed (device time, ms). */
  failedAt?: number;
};

/** Small device-local settings of this chef (e.g. the last realtime event time). */
export type KeyValueRow = { key: string; value: unknown };

/** The forms whose unsent values are kept on the device. */
/** A form's draft; a problem reported on an order has a draft of its own per order. */
export type DraftForm = 'profile' | 'documents' | 'contract' | 'kitchen' | 'food' | 'ticket' | 'ticketReply' | `ticketAboutOrder:${number}`;
/** What the chef typed (or chose: files are kept as Blobs) and when it was last saved. */
export type DraftRow = { form: DraftForm; values: unknown; updatedAt: string };

export const toNotificationRow = (notification: ChefNotification): NotificationRow => ({
  ...notification,
  unread: notification.read_at ? 0 : 1,
});

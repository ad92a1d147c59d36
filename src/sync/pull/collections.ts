// The server collections the app keeps a local copy of. A pull fetches the whole collection and
// hands back a writer that replaces the local copy (run inside the pull's transaction). Later
// features add theirs.
import type { Table } from 'dexie';
import type { ApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import {
  activeOrderStatuses,
  cityListSchema,
  contractSchema,
  deviceListSchema,
  foodListSchema,
  kitchenAnalyticsSchema,
  kitchenSchema,
  notificationListSchema,
  orderListSchema,
  orderSchema,
  userSchema,
  type Order,
} from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { menuKey, toNotificationRow } from '@/db/rows';
import type { CollectionName } from './collection-names';
import { putServerOrders } from './fetch-sequence';
import { announceWhenCommitted } from '../operations/server-profile';
import { fetchTicketList } from '../operations/ticket-pull';
import { DEVICES_KEY } from '../operations/device-operations';

/** db.kv key of the contract's last copy ({ version, title, body }). */
export const CONTRACT_KEY = 'contract';
/** db.kv key of the kitchen analytics' last copy (KitchenAnalytics and `fetchedAt`, ISO). */
export const KITCHEN_ANALYTICS_KEY = 'kitchenAnalytics';

type WriteFreshCopy = (db: ChefDb) => Promise<void>;
type CollectionSpec = {
  tables(db: ChefDb): Table[];
  /** Fetch the server's copy; `db` may be read (outside the write transaction) to decide what to ask. */
  fetch(api: ApiClient, db: ChefDb): Promise<WriteFreshCopy>;
};

export const collections = {
  notifications: {
    tables: (db) => [db.notifications],
    fetch: async (api) => {
      const rows = await api.request('GET', 'chef/notifications', { schema: notificationListSchema });
      return async (db) => {
        await db.notifications.clear();
        await db.notifications.bulkPut(rows.map(toNotificationRow));
      };
    },
  },
  profile: {
    tables: (db) => [db.profile],
    fetch: async (api) => {
      const user = await api.request('GET', 'chef/personal-info/profile', { schema: userSchema });
      return async (db) => {
        await db.profile.clear();
        await db.profile.put(user);
        announceWhenCommitted(user);
      };
    },
  },
  /** The cities a chef may choose (onboarding, kitchen): read offline from the last copy. */
  cities: {
    tables: (db) => [db.cities],
    fetch: async (api) => {
      const cities = await api.request('GET', 'cities', { schema: cityListSchema });
      return async (db) => {
        await db.cities.clear();
        await db.cities.bulkPut(cities);
      };
    },
  },
  /** The seller agreement, so a chef can read and sign it without a connection. */
  contract: {
    tables: (db) => [db.kv],
    fetch: async (api) => {
      const contract = await api.request('GET', 'chef/contract', { schema: contractSchema });
      return async (db) => {
        await db.kv.put({ key: CONTRACT_KEY, value: contract });
      };
    },
  },
  /** The chef's kitchen (an approved chef's; one row): its preparation estimate preselects the
   * accept dialog's time. */
  kitchen: {
    tables: (db) => [db.kitchen],
    fetch: async (api) => {
      const kitchen = await api.request('GET', 'chef/kitchen', { schema: kitchenSchema });
      return async (db) => {
        await db.kitchen.clear();
        await db.kitchen.put(kitchen);
      };
    },
  },
  /** The kitchen's figures and its last 30 days (the overview's chart), read offline from the
   * last copy. */
  kitchenAnalytics: {
    tables: (db) => [db.kv],
    fetch: async (api) => {
      const analytics = await api.request('GET', 'chef/kitchen/analytics', { schema: kitchenAnalyticsSchema });
      return async (db) => {
        await db.kv.put({ key: KITCHEN_ANALYTICS_KEY, value: { ...analytics, fetchedAt: new Date().toISOString() } });
      };
    },
  },
  /** The menu: every food with its groups and options, one row per food (db.menu). */
  menu: {
    tables: (db) => [db.menu],
    fetch: async (api) => {
      const foods = await api.request('GET', 'chef/foods', { schema: foodListSchema });
      return async (db) => {
        await db.menu.clear();
        await db.menu.bulkPut(foods.map((food) => ({ ...food, key: menuKey(food) })));
      };
    },
  },
  /** The chef's support tickets (db.tickets); the threads this device has read are kept
   * (ticket-pull.ts). */
  tickets: {
    tables: (db) => [db.tickets],
    fetch: fetchTicketList,
  },
  /** The chef's signed-in devices, read offline from the last copy (device-operations.ts). */
  devices: {
    tables: (db) => [db.kv],
    fetch: async (api) => {
      const devices = await api.request('GET', 'chef/devices', { schema: deviceListSchema });
      return async (db) => {
        await db.kv.put({ key: DEVICES_KEY, value: { devices, fetchedAt: new Date().toISOString() } });
      };
    },
  },
  activeOrders: {
    tables: (db) => [db.orders],
    fetch: async (api, db) => {
      const active = await api.request('GET', 'chef/orders/active', { schema: orderListSchema });
      const activeIds = new Set(active.map((order) => order.id));
      // Orders this device still shows as active but the server no longer lists moved on
      // (completed, refused, cancelled by the customer): ask for each, so the card learns how. A
      // failed re-read fails the pull (it is asked again), or the card would keep its buttons; a
      // 404 means the order is gone.
      const vanished = (await db.orders.where('status').anyOf([...activeOrderStatuses]).primaryKeys()).filter((id) => !activeIds.has(id));
      const movedOn = await Promise.all(vanished.map((id) => rereadOrder(api, id)));
      const gone = vanished.filter((_id, index) => movedOn[index] === null);
      return async (db) => {
        await putServerOrders(db, [...active, ...movedOn.filter((order): order is Order => order !== null)]);
        await db.orders.bulkDelete(gone);
      };
    },
  },
} satisfies Record<CollectionName, CollectionSpec>;

/** One order as the server has it now; null when the server no longer knows it (404). */
async function rereadOrder(api: ApiClient, id: number): Promise<Order | null> {
  try {
    return await api.request('GET', `chef/orders/${id}`, { schema: orderSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export { approvedOnlyCollections, collectionNames, type CollectionName } from './collection-names';

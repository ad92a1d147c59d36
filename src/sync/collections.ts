// The server collections the app keeps a local copy of. A pull fetches the whole collection and
// hands back a writer that replaces the local copy (run inside the pull's transaction). Later
// features add theirs (kitchen, foods, orders, tickets).
import type { Table } from 'dexie';
import type { ApiClient } from '@/api/client';
import { notificationListSchema, userSchema } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { toNotificationRow } from '@/db/rows';

type WriteFreshCopy = (db: ChefDb) => Promise<void>;
type CollectionSpec = {
  tables(db: ChefDb): Table[];
  fetch(api: ApiClient): Promise<WriteFreshCopy>;
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
      };
    },
  },
} satisfies Record<string, CollectionSpec>;

export type CollectionName = keyof typeof collections;
export const collectionNames = Object.keys(collections) as CollectionName[];

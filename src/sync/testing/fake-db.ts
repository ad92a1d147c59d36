// A chef database on a fresh in-memory IndexedDB, for tests.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { ChefDb } from '@/db/chef-db';
import type { NotificationRow } from '@/db/rows';

export function createTestDb(chefId = 1, idb = { indexedDB: new IDBFactory(), IDBKeyRange }) {
  return { db: new ChefDb(chefId, idb), idb };
}

export const unreadNotification = (id: number, title = `Notification ${id}`): NotificationRow => ({
  id,
  type: 'new_order',
  data: { title, body: '', action_url: null },
  read_at: null,
  created_at: new Date(Date.UTC(2026, 10, 21, 10, id)).toISOString(),
  unread: 1,
});

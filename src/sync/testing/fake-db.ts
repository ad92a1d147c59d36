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

/** Time for Dexie's live queries to read again and hand out their results after a write. */
export const settleLiveQueries = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 30));

/** Databases a test opened, closed after it (call `closeOpened` in afterEach). */
export function openedDbs(): { keep: <T extends { close(): void }>(...dbs: T[]) => void; closeOpened: () => void } {
  const opened: { close(): void }[] = [];
  return { keep: (...dbs) => void opened.push(...dbs), closeOpened: () => opened.splice(0).forEach((db) => db.close()) };
}

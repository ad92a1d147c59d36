// Live reads of one history page from Dexie (the screen never asks the server): the page row
// (`historyPages`, keyed by historyPageKey(query)) gives the order ids and the counts, the rows
// come from `orders`. A page seen before shows at once, online or not. The last pages read in this
// tab are also kept in memory, so going back to one draws it in the same frame (the live query
// then confirms or updates it a few milliseconds later). A page never saved is also made from the
// finished orders the device has (`onDevice`), for the screen to show offline.
import { useLiveQuery } from 'dexie-react-hooks';
import { ordersWithStatus } from '@/db/orders-by-status';
import type { ChefDb } from '@/db/chef-db';
import type { HistoryPageRow, OrderRow } from '@/db/rows';
import { finishedStatuses, matchesHistoryQuery, type OrderHistoryQuery } from '@/contract';

export type SavedHistoryPage = {
  /** The key this result belongs to (a query change shows nothing stale meanwhile). */
  key: string;
  page: HistoryPageRow | null;
  orders: OrderRow[];
  /** With no saved page: the orders on this device that match, this page of them, newest first. */
  onDevice?: OrderRow[];
};

/** The finished orders this device has that match `query`, the query's page of them. */
async function ordersOnDevice(db: ChefDb, query: OrderHistoryQuery): Promise<OrderRow[]> {
  const finished = await ordersWithStatus(db, finishedStatuses);
  const matching = finished.filter((order) => matchesHistoryQuery(order, query)).sort((a, b) => b.created_at.localeCompare(a.created_at));
  return matching.slice((query.page - 1) * query.per_page, query.page * query.per_page);
}

const MEMORY_PAGES = 20;
const memory = new WeakMap<ChefDb, Map<string, SavedHistoryPage>>();

function remember(db: ChefDb, result: SavedHistoryPage): void {
  const pages = memory.get(db) ?? new Map<string, SavedHistoryPage>();
  memory.set(db, pages);
  pages.delete(result.key);
  pages.set(result.key, result);
  if (pages.size > MEMORY_PAGES) pages.delete(pages.keys().next().value as string);
}

/** The saved page for `key`; undefined while it is read (or before the database is open). */
export function useSavedHistoryPage(db: ChefDb | null, key: string, query: OrderHistoryQuery): SavedHistoryPage | undefined {
  const result = useLiveQuery(async (): Promise<SavedHistoryPage | undefined> => {
    if (!db) return undefined;
    const page = (await db.historyPages.get(key)) ?? null;
    const rows = page ? await db.orders.bulkGet(page.orderIds) : [];
    const saved: SavedHistoryPage = { key, page, orders: rows.filter((row): row is OrderRow => row !== undefined) };
    if (page) remember(db, saved);
    else saved.onDevice = await ordersOnDevice(db, query);
    return saved;
  }, [db, key]); // `query` is fully described by `key`
  if (result?.key === key) return result;
  return db ? memory.get(db)?.get(key) : undefined;
}

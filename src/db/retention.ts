// What the device keeps, and for how long (docs/sync.md "What the device keeps").
// Customer data is not kept for ever: a finished order (completed or refused) the server has not
// changed for KEEP_DAYS days is deleted, unless an action on it still waits or a history page the
// chef saw in that time lists it; a history page fetched more than KEEP_DAYS days ago is deleted
// (the history screen loads it from the server again); a "not saved" record (with the photo or
// attachment the server refused) is deleted KEEP_DAYS days after the refusal. Run at each start of
// the engine (housekeeping.ts) and cheap when there is nothing to prune.
import { finishedStatuses } from '@/contract/order-history';
import type { ChefDb } from './chef-db';

export const KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export type Pruned = { orders: number; historyPages: number; notSaved: number };

export async function pruneOldData(db: ChefDb, now: number = Date.now()): Promise<Pruned> {
  const cutoff = now - KEEP_DAYS * DAY_MS;
  const cutoffIso = new Date(cutoff).toISOString();
  return db.transaction('rw', [db.orders, db.historyPages, db.notSaved, db.outbox], async () => {
    const historyPages = await db.historyPages.where('fetchedAt').below(cutoff).delete();
    const shown = new Set<number>();
    await db.historyPages.each((page) => page.orderIds.forEach((id) => shown.add(id)));
    const waiting = new Set<string>();
    await db.outbox.each((entry) => waiting.add(entry.entity));
    const orders = await db.orders
      .where('status')
      .anyOf([...finishedStatuses])
      .filter((order) => !shown.has(order.id) && !waiting.has(`order:${order.id}`) && isOlder(order.updated_at, cutoff))
      .delete();
    const notSaved = await db.notSaved.where('refusedAt').below(cutoffIso).delete();
    return { orders, historyPages, notSaved };
  });
}

function isOlder(iso: string | null | undefined, cutoff: number): boolean {
  const at = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(at) && at < cutoff;
}

// Actions that left the outbox without an answer from the server (docs/sync.md "Stuck actions",
// "A refused create does not cascade"): a stuck action the chef discarded, and the dependents of a
// refused create. They are noted in `kv` (the last 100), so whoever waits on one (whenSettled, a
// form's success toast) hears that it was not saved, instead of reading "gone from the outbox and
// not in notSaved" as accepted.
import type { ChefDb } from '@/db/chef-db';
import type { NotSavedEntry, OutboxEntry } from '@/db/outbox-entry';

const KEY = 'droppedActions';
const KEEP = 100;

type Dropped = { id: string; reason: string; at: string };

/** Inside a transaction that includes `db.kv`. */
export async function noteDropped(db: ChefDb, entries: readonly OutboxEntry[], reason: string, at: Date = new Date()): Promise<void> {
  if (entries.length === 0) return;
  const row = await db.kv.get(KEY);
  const before = Array.isArray(row?.value) ? (row.value as Dropped[]) : [];
  const added = entries.map((entry) => ({ id: entry.id, reason, at: at.toISOString() }));
  await db.kv.put({ key: KEY, value: [...before, ...added].slice(-KEEP) });
}

/** What to report for a dropped action (its reason), if `id` is one. */
export async function droppedRefusal(db: ChefDb, id: string): Promise<Pick<NotSavedEntry, 'id' | 'reason' | 'status' | 'refusedAt'> | null> {
  const row = await db.kv.get(KEY);
  const found = Array.isArray(row?.value) ? (row.value as Dropped[]).find((dropped) => dropped.id === id) : undefined;
  return found ? { id, reason: found.reason, status: null, refusedAt: found.at } : null;
}

// Problems a developer must see but the chef must not (docs/sync.md, "unreadable"): an answer the
// server sent with success whose body the app could not read. The change was applied, so it is not
// "not saved"; the collection is pulled again, and the problem is logged to the console and kept
// here (the last 50, in the `kv` table) for the /dev page.
import type { ChefDb } from '@/db/chef-db';

export const SYNC_PROBLEMS_KEY = 'syncProblems';
const KEEP = 50;

export type SyncProblem = { at: number; what: string; status: number | null; reason: string };

/** Inside a transaction that has `db.kv` in scope. */
export async function recordSyncProblem(db: ChefDb, problem: SyncProblem): Promise<void> {
  const row = await db.kv.get(SYNC_PROBLEMS_KEY);
  const list = Array.isArray(row?.value) ? (row.value as SyncProblem[]) : [];
  await db.kv.put({ key: SYNC_PROBLEMS_KEY, value: [problem, ...list].slice(0, KEEP) });
}

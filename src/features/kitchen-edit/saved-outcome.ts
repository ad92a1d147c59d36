// What became of a saved kitchen edit: it stays in the outbox until the server answered; a refusal
// is moved to db.notSaved in the same transaction. So "gone from the outbox and not in notSaved"
// means the server accepted it. Not tied to the screen: the chef may have left it meanwhile.
import { liveQuery } from 'dexie';
import type { ChefDb } from '@/db/chef-db';

export type SavedOutcome = { accepted: true } | { accepted: false; reason: string };

export function whenSaved(db: ChefDb, entryId: string): Promise<SavedOutcome> {
  return new Promise((resolve, reject) => {
    const subscription = liveQuery(async () => {
      if ((await db.outbox.where('id').equals(entryId).count()) > 0) return null;
      const refusal = await db.notSaved.get(entryId);
      return refusal ? { accepted: false as const, reason: refusal.reason } : { accepted: true as const };
    }).subscribe({
      next: (outcome) => {
        if (outcome === null) return;
        // Unsubscribe on the next tick: the subscription object may not be assigned yet.
        queueMicrotask(() => subscription.unsubscribe());
        resolve(outcome);
      },
      error: (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

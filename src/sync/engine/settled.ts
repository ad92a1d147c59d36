// What became of an action the chef queued: it stays in the outbox until the server answered; a
// refusal is moved to db.notSaved in the same transaction. So "gone from the outbox and not in
// notSaved" means the server accepted it. Screens wait on it for their success toasts (spec
// section 8: onboarding, the kitchen's switch and pause, the kitchen edit). Not tied to a screen:
// the chef may have left it, or the layout moved them on, before the answer came.
import { liveQuery } from 'dexie';
import type { ChefDb } from '@/db/chef-db';
import type { NotSavedEntry } from '@/db/outbox-entry';
import { droppedRefusal } from './dropped-actions';

/** A refusal the server gave (its "not saved" record), or an action dropped on the device without an
 * answer (a discarded stuck action, a dependent of a refused create: dropped-actions.ts; reason only). */
export type Settled = { accepted: true } | { accepted: false; refusal: Pick<NotSavedEntry, 'reason' | 'status'> & Partial<NotSavedEntry> };

export function whenSettled(db: ChefDb, entryId: string): Promise<Settled> {
  return new Promise((resolve, reject) => {
    const subscription = liveQuery(async () => {
      const waiting = await db.outbox.where('id').equals(entryId).count();
      return waiting > 0 ? null : ((await db.notSaved.get(entryId)) ?? (await droppedRefusal(db, entryId)) ?? 'accepted');
    }).subscribe({
      next: (outcome) => {
        if (outcome === null) return;
        // Unsubscribe on the next tick: the subscription object may not be assigned yet.
        queueMicrotask(() => subscription.unsubscribe());
        resolve(outcome === 'accepted' ? { accepted: true } : { accepted: false, refusal: outcome });
      },
      error: (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

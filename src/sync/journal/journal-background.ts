// The journal of a Background Sync run in the service worker (sw/background-sync.ts): what the
// worker's outbox reports about each action, and one line at the end, "Background Sync ran: N
// sent, M still waiting". The worker has no tab: its lines say "service worker". It opens the
// signed-in chef's database with a connection of its own, so the flush stays as it is.
import type { ChefDb } from '@/db/chef-db';
import { chefDbExists, existingChefDb } from '@/db/chef-db';
import { signedInChef, type SignedInChef } from '@/db/device-db';
import { SERVICE_WORKER_CONTEXT } from '@/db/journal-entry';
import { JournalWriter } from './journal';
import { journalOutboxListener } from './journal-notes';
import type { OutboxListener } from '../engine/outbox-events';

export type BackgroundRunJournal = {
  onOutboxEvent: OutboxListener;
  /** The run is over (`failed`: it left work for a later run): write its summary and close. */
  finish(failed?: unknown): Promise<void>;
};

export type BackgroundRunJournalDeps = {
  readSignedInChef?: () => Promise<SignedInChef | undefined>;
  dbOptions?: ConstructorParameters<typeof ChefDb>[1];
  now?: () => number;
};

/** The journal of one run, or null when nobody is signed in (the run sends nothing then). */
export async function journalBackgroundRun(deps: BackgroundRunJournalDeps = {}): Promise<BackgroundRunJournal | null> {
  const chef = await (deps.readSignedInChef ?? signedInChef)().catch(() => undefined);
  if (!chef || !(await chefDbExists(chef.chefId, deps.dbOptions).catch(() => false))) return null;
  const db = existingChefDb(chef.chefId, deps.dbOptions);
  // Written at the end of the run, in one go: the worker may be stopped soon after.
  const writer = new JournalWriter(db, { context: SERVICE_WORKER_CONTEXT, now: deps.now, schedule: () => () => {} });
  const outboxLines = journalOutboxListener(writer);
  let sent = 0;
  let notSaved = 0;
  return {
    onOutboxEvent: (event) => {
      if (event.type === 'accepted' || event.type === 'unreadable') sent += 1;
      if (event.type === 'not-saved') notSaved += 1;
      outboxLines(event);
    },
    finish: async (failed) => {
      try {
        const waiting = await db.outbox.count().catch(() => null);
        const params = { sent, waiting, notSaved, retryLater: failed === undefined ? 0 : 1 };
        writer.note({ type: 'line', line: { at: writer.time(), kind: 'background-sync', text: 'backgroundSync.ran', params } });
        await writer.flush();
      } finally {
        db.close();
      }
    },
  };
}

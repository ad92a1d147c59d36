// The one way a screen changes data (architecture rule 2): the optimistic change and its outbox
// entry are written in ONE Dexie transaction, before any network call. The leader tab's outbox
// notices the new entry through a live query and sends it. The chef's journal hears of the tap only
// after that transaction committed, and writes it later in a transaction of its own. An operation's
// spec may skip its entry after undoing earlier unsent ones (`beforeQueue`: deleting a food whose
// create never left, menu-operations.ts): the engine knows no domain by name.
import type { ChefDb } from '@/db/chef-db';
import type { OutboxEntry, OutboxOperation } from '@/db/outbox-entry';
import { withStorage } from '@/db/storage-health';
import { stampTap } from '@/lib/tap-clock';
import { noteTapped } from '../journal/journal-notes';
import { operationVersion } from './operation-versions';
import { operationSpec } from '../operations/operations';

export type MutateOptions = { now?: () => Date; newId?: () => string };

export async function mutate(db: ChefDb, operation: OutboxOperation, options: MutateOptions = {}): Promise<OutboxEntry> {
  const spec = operationSpec(operation);
  const actionAt = (options.now?.() ?? new Date()).toISOString();
  const entry: OutboxEntry = {
    id: options.newId?.() ?? crypto.randomUUID(),
    entity: spec.entity(operation),
    operation,
    actionAt,
    tapped: stampTap(),
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    claimedBy: null,
    claimedUntil: 0,
    opVersion: operationVersion(operation.kind),
  };
  // All or nothing, so a retry after the browser closed the database (withStorage) is safe.
  await withStorage(db, () =>
    db.transaction('rw', [db.outbox, ...spec.tables(db)], async () => {
      await spec.apply(db, operation, actionAt);
      if (spec.beforeQueue && (await spec.beforeQueue(db, operation)) === 'skip') return; // never sent
      await db.outbox.add(entry);
    }),
  );
  noteTapped(db, entry);
  return entry;
}

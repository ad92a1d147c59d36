// Versions of the outbox's operations (docs/sync.md, "Versions"). An entry is written by one build
// and may be sent by another: an old tab still leading after another tab took an update, or an old
// service worker. Every entry is stamped with its operation's version; a build sends only entries
// of kinds it knows, at versions it knows, and leaves the others (and what follows them on their
// entity) for a newer build (outbox-filter.ts). Bump a kind's version when the shape of its
// operation changes (operation-version-table.ts). A rollback deploy may leave entries no build that is still served will ever
// understand: after NOT_UNDERSTOOD_STUCK_AFTER_MS the chef is shown them as stuck, to discard.
import type { OutboxEntry } from '@/db/outbox-entry';
import { atKnownVersion } from './operation-version-table';
import { isKnownOperation } from '../operations/operations';

export { operationVersion } from './operation-version-table';

/** This build knows the entry's kind, at its version. */
export function understands(entry: Pick<OutboxEntry, 'operation' | 'opVersion'>): boolean {
  return isKnownOperation(entry.operation.kind) && atKnownVersion(entry);
}

/** How long an entry this build does not understand waits, after the chef's tap, for a build that
 * does (an old tab reloads into the new build within seconds, so days mean that build is gone:
 * a rollback) before the chef is shown it as stuck (docs/sync.md, "Stuck actions"). */
export const NOT_UNDERSTOOD_STUCK_AFTER_MS = 3 * 24 * 60 * 60_000;

/** An entry this build does not understand that has waited NOT_UNDERSTOOD_STUCK_AFTER_MS (or
 * whose time cannot be read): the chef is shown it as stuck. */
export function leftTooLong(entry: Pick<OutboxEntry, 'operation' | 'opVersion' | 'actionAt'>, now: number): boolean {
  if (understands(entry)) return false;
  const writtenAt = Date.parse(entry.actionAt);
  return !Number.isFinite(writtenAt) || now - writtenAt >= NOT_UNDERSTOOD_STUCK_AFTER_MS;
}

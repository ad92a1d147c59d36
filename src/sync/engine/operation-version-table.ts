// The version of each operation's shape in this build (docs/sync.md, "Versions of entries, and old
// tabs"): bump a kind's version here when the shape of its operation changes. A leaf module: the
// operation modules (which operations.ts imports) read it when they put the chef's later actions on
// top of an answer, and could not import operation-versions.ts (which imports operations.ts).
import type { OutboxEntry, OutboxOperation } from '@/db/outbox-entry';

type Kind = OutboxOperation['kind'];

/** Kinds whose shape changed since it was first written (every other known kind is at 1). */
const versions: Partial<Record<Kind, number>> = {
  // 2: a ticket may be about an order (`ticket.order`); a build before it would send it without.
  createTicket: 2,
};

export const operationVersion = (kind: Kind): number => versions[kind] ?? 1;

/** The entry is at a version of its kind this build knows (whether it knows the kind at all is
 * for the caller to say: operation-versions.ts `understands`, or the operation module's own kinds). */
export function atKnownVersion(entry: Pick<OutboxEntry, 'operation' | 'opVersion'>): boolean {
  return (entry.opVersion ?? 1) <= operationVersion(entry.operation.kind);
}

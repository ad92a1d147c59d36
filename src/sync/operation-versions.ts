// Versions of the outbox's operations (docs/sync.md, "Versions"). An entry is written by one build
// and may be sent by another: an old tab still leading after another tab took an update, or an old
// service worker. Every entry is stamped with its operation's version; a build sends only entries
// of kinds it knows, at versions it knows, and leaves the others (and what follows them on their
// entity) for a newer build. Bump a kind's version when the shape of its operation changes.
import type { OutboxEntry, OutboxOperation } from '@/db/outbox-entry';
import { isKnownOperation } from './operations';

type Kind = OutboxOperation['kind'];

/** Kinds whose shape changed since it was first written (every other known kind is at 1). */
const versions: Partial<Record<Kind, number>> = {};

export const operationVersion = (kind: Kind): number => versions[kind] ?? 1;

/** This build knows the entry's kind, at its version. */
export function understands(entry: Pick<OutboxEntry, 'operation' | 'opVersion'>): boolean {
  const kind = entry.operation.kind;
  return isKnownOperation(kind) && (entry.opVersion ?? 1) <= operationVersion(kind);
}

/** The entries this build may send: none of an entity whose oldest entry it does not understand. */
export function sendableEntries(entries: OutboxEntry[]): OutboxEntry[] {
  const heads = new Map<string, OutboxEntry>();
  for (const entry of [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) if (!heads.has(entry.entity)) heads.set(entry.entity, entry);
  const leftToNewer = new Set([...heads.values()].filter((head) => !understands(head)).map((head) => head.entity));
  return entries.filter((entry) => !leftToNewer.has(entry.entity));
}

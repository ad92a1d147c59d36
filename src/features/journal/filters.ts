// The filters of the journal screen and which lines each one shows; "problems" cuts across the
// others: a lost connection, a silent alarm, an action not sent, refused, unreadable or waiting for
// a sign-in, a Background Sync run that left work behind.
import type { JournalEntry, JournalKind } from '@/sync/journal/journal';

export const journalFilters = ['all', 'connection', 'alarms', 'actions', 'problems'] as const;
export type JournalFilter = (typeof journalFilters)[number];

export type JournalGroup = 'connection' | 'alarms' | 'actions';

export function groupOf(kind: JournalKind): JournalGroup {
  if (kind.startsWith('connection-')) return 'connection';
  if (kind.startsWith('alarm-')) return 'alarms';
  return 'actions'; // actions and the Background Sync runs that send them
}

const problemKinds: readonly JournalKind[] = ['connection-lost', 'alarm-silent', 'action-will-retry', 'action-not-saved', 'action-unreadable', 'action-auth-required'];

export function isProblem(line: Pick<JournalEntry, 'kind' | 'params'>): boolean {
  if (problemKinds.includes(line.kind)) return true;
  return line.kind === 'background-sync' && (Number(line.params.waiting) > 0 || Number(line.params.notSaved) > 0);
}

export function shows(filter: JournalFilter, line: Pick<JournalEntry, 'kind' | 'params'>): boolean {
  if (filter === 'all') return true;
  if (filter === 'problems') return isProblem(line);
  return groupOf(line.kind) === filter;
}

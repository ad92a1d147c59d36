// Live queries of the journal screen (Dexie, so it reads offline and follows every tab's writes):
// the days that have lines, newest first, and the lines of one day, newest first.
import { useLiveQuery } from 'dexie-react-hooks';
import type { ChefDb } from '@/db/chef-db';
import type { JournalEntry } from '@/sync/journal/journal';
import { dayKey, dayRange } from '@/lib/format';

export type JournalDay = { day: string; count: number };

/** Days with lines, newest first (read from the time index only). */
export async function journalDays(db: ChefDb): Promise<JournalDay[]> {
  const times = (await db.journal.orderBy('at').keys()) as number[];
  const counts = new Map<string, number>();
  for (let i = times.length - 1; i >= 0; i -= 1) {
    const day = dayKey(times[i] ?? 0);
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return [...counts].map(([day, count]) => ({ day, count }));
}

/** The lines of one local day, newest first (lines of one millisecond: the last written first). */
export async function journalDay(db: ChefDb, day: string): Promise<JournalEntry[]> {
  const range = dayRange(day);
  if (!range) return [];
  const lines = await db.journal.where('at').between(range[0], range[1], true, false).toArray();
  return lines.sort((a, b) => b.at - a.at || (b.id ?? 0) - (a.id ?? 0));
}

export const useJournalDays = (db: ChefDb | null): JournalDay[] | undefined =>
  useLiveQuery(() => (db ? journalDays(db) : []), [db]);

export const useJournalDay = (db: ChefDb | null, day: string | null): JournalEntry[] | undefined =>
  useLiveQuery(() => (db && day ? journalDay(db, day) : []), [db, day]);

// The journal screen's choices in the address bar (/journal?day=2026-11-21&show=problems), so a
// reload or the back button keeps them. Untrusted input: a bad value is dropped, never an error.
import * as v from 'valibot';
import { journalFilters, type JournalFilter } from './filters';
import { dayRange } from '@/lib/format';

export type JournalSearch = { day?: string; show?: Exclude<JournalFilter, 'all'> };

const daySchema = v.pipe(v.string(), v.check((value) => dayRange(value) !== null));
const showSchema = v.picklist(journalFilters.filter((filter): filter is Exclude<JournalFilter, 'all'> => filter !== 'all'));

export function parseJournalSearch(raw: Record<string, unknown>): JournalSearch {
  const day = v.safeParse(daySchema, raw.day);
  const show = v.safeParse(showSchema, raw.show);
  return { ...(day.success ? { day: day.output } : {}), ...(show.success ? { show: show.output } : {}) };
}

// The history screen's filters as they live in the address bar (/orders/history?status=…&page=…),
// so a reload or the back button keeps them. The address bar is untrusted input: every field is
// checked with valibot and a bad value is dropped (never an error screen). `toHistoryQuery` turns
// the filters into the server's page query (the key of the page cached in Dexie).
import * as v from 'valibot';
import type { OrderHistoryQuery } from '@/contract';

/** Rows per page: small enough to render at once, large enough to scan. */
export const HISTORY_PAGE_SIZE = 25;

export const statusFilters = ['completed', 'refused', 'cancelled'] as const;
export type StatusFilter = (typeof statusFilters)[number];

/** The filters of the screen; a missing key means "not filtered" (page 1 when no page). */
export type HistorySearch = {
  page?: number;
  status?: StatusFilter;
  from?: string;
  to?: string;
  q?: string;
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

// TanStack Router JSON-parses each value, so `?q=1042` arrives as a number and `?page=2` as 2.
const pageSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform(Number),
  v.integer(),
  v.minValue(2), // page 1 is the default: kept out of the address
  v.maxValue(1_000_000),
);
const dateSchema = v.pipe(
  v.string(),
  v.regex(isoDate),
  v.check((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
);
const textSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value).trim().slice(0, 100)),
  v.nonEmpty(),
);

function pick<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T | undefined {
  if (value === undefined) return undefined;
  const result = v.safeParse(schema, value);
  return result.success ? result.output : undefined;
}

/** Reads the filters from the raw search params; unknown keys and bad values are left out. */
export function parseHistorySearch(raw: Record<string, unknown>): HistorySearch {
  const search: HistorySearch = {
    page: pick(pageSchema, raw.page),
    status: pick(v.picklist(statusFilters), raw.status),
    from: pick(dateSchema, raw.from),
    to: pick(dateSchema, raw.to),
    q: pick(textSchema, raw.q),
  };
  return withoutEmpty(search);
}

/** The same filters without the keys that are undefined (a clean address, a stable cache key). */
export function withoutEmpty(search: HistorySearch): HistorySearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '')) as HistorySearch;
}

const serverStatus = { completed: 'completed', refused: 'refused_by_chef', cancelled: 'cancelled' } as const;

/** The server's page query for these filters (only the keys that filter something). */
export function toHistoryQuery(search: HistorySearch): OrderHistoryQuery {
  const query: OrderHistoryQuery = { page: search.page ?? 1, per_page: HISTORY_PAGE_SIZE };
  if (search.status) query.status = serverStatus[search.status];
  if (search.from) query.from = search.from;
  if (search.to) query.to = search.to;
  // The days are the chef's, as the rows show them (the offset of the first day asked for).
  const day = search.from ?? search.to;
  if (day) query.utc_offset = 0 - new Date(`${day}T12:00:00`).getTimezoneOffset();
  if (search.q) query.search = search.q;
  return query;
}

// The foods list's search and tag filter as they live in the address bar (/foods?q=…&tag=…), so a
// reload or the back button keeps them. The address is untrusted input: each value is checked and
// a bad one is dropped (never an error screen).
import * as v from 'valibot';

export type MenuSearch = { q?: string; tag?: string };

// TanStack Router JSON-parses each value, so `?q=12` arrives as the number 12.
const textSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value).replace(/\s+/g, ' ').trim().slice(0, 100)),
  v.nonEmpty(),
);

function pick(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const result = v.safeParse(textSchema, value);
  return result.success ? result.output : undefined;
}

/** Reads the search from the raw params; unknown keys, empty and bad values are left out. */
export function parseMenuSearch(raw: Record<string, unknown>): MenuSearch {
  const search: MenuSearch = {};
  const q = pick(raw.q);
  const tag = pick(raw.tag);
  if (q !== undefined) search.q = q;
  if (tag !== undefined) search.tag = tag;
  return search;
}

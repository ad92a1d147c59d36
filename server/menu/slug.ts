// Food slugs: made once from the name at create (Lithuanian letters to Latin, lower case, words
// joined by "-"), unique per chef among all its foods ever (deleted ones keep theirs), and never
// changed by a rename, so a link or a queued edit keeps pointing at the same food.
import type { Db } from '../db/open.ts';
import { slugTaken } from '../store/foods.ts';

/** "Žemaičių blynai" -> "zemaiciu-blynai"; a name without a Latin letter or digit gives "food". */
export function slugBase(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return base === '' ? 'food' : base;
}

const reservedSlugs = new Set(['reorder']);

/** A slug for a new food of the chef: the name's base, then base-2, base-3... */
export function uniqueSlug(db: Db, chefId: number, name: string): string {
  const base = slugBase(name);
  // A base shaped like a UUID would read as a client_id in the URL: keep it apart.
  // "reorder" is a route of its own (POST /chef/foods/reorder).
  const safe = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(base) ? `food-${base}` : base;
  if (!slugTaken(db, chefId, safe) && !reservedSlugs.has(safe)) return safe;
  for (let n = 2; ; n += 1) if (!slugTaken(db, chefId, `${safe}-${n}`)) return `${safe}-${n}`;
}

// Which foods the list shows for a search and a tag: the search matches the name, the description
// or a tag (any case, accents ignored); the tag filter keeps foods that have that tag (any case).
// The chef's tags become the filter's chips, the most used first.
import type { MenuRow } from '@/db/rows';

/** Lower case without accents ("Crème" -> "creme"), so a search finds what the chef meant. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase();

type Searchable = Pick<MenuRow, 'name' | 'description' | 'tags'>;

/** Every word of the search must appear in the name, the description or a tag. */
export function matchesSearch(food: Searchable, query: string | undefined): boolean {
  const words = fold(query ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([food.name, food.description ?? '', ...food.tags].join('\n'));
  return words.every((word) => haystack.includes(word));
}

export const hasTag = (food: Pick<MenuRow, 'tags'>, tag: string | undefined): boolean =>
  !tag || food.tags.some((own) => fold(own) === fold(tag));

export function filterMenu<T extends Searchable>(foods: T[], search: { q?: string; tag?: string }): T[] {
  if (!search.q && !search.tag) return foods;
  return foods.filter((food) => hasTag(food, search.tag) && matchesSearch(food, search.q));
}

/** The chef's tags for the filter chips: each once (the first spelling), most used first, then A-Z. */
export function menuTags(foods: Pick<MenuRow, 'tags'>[]): string[] {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const food of foods) {
    for (const tag of food.tags) {
      const key = fold(tag);
      const seen = counts.get(key);
      if (seen) seen.count += 1;
      else counts.set(key, { tag, count: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag)).map((entry) => entry.tag);
}

// Which customer notes are allergy (or diet) warnings: a note is one when a word in it starts with
// one of these stems ("allergic", "nuts", "gluten free", "dairy-free", "no eggs"...). The list is
// the EU's 14 allergens (Regulation 1169/2011, Annex II) in the words customers write, plus the
// words that say "allergy" or a diet a dish must keep to. Matching at the start of a word keeps
// "nut" out of "minute" and "donut"; a stem like "nut" still catches "nutmeg": a false alarm costs
// the chef a glance, a missed allergy costs far more. Every note is shown anyway; this only decides
// which ones are marked.
export const allergyWords = [
  // saying it outright (English, and the Lithuanian stem "alerg")
  'allerg',
  'alerg',
  'anaphyla',
  'epipen',
  'intoleran',
  'coeliac',
  'celiac',
  // the 14 allergens
  'gluten',
  'wheat',
  'barley',
  'rye',
  'crustacean',
  'shellfish',
  'shrimp',
  'prawn',
  'crab',
  'lobster',
  'egg',
  'fish',
  'peanut',
  'soy',
  'milk',
  'dairy',
  'lactose',
  'nut',
  'almond',
  'hazelnut',
  'walnut',
  'cashew',
  'pecan',
  'pistachio',
  'celery',
  'mustard',
  'sesame',
  'sulphite',
  'sulfite',
  'lupin',
  'mollus',
  'mussel',
  'oyster',
  'squid',
  // diets a dish must keep to
  'vegan',
  'vegetarian',
  'halal',
  'kosher',
] as const;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A stem at the start of a word: preceded by the start of the text or by a character that is not a letter.
const pattern = new RegExp(`(?<!\\p{L})(${allergyWords.map(escape).join('|')})\\p{L}*`, 'giu');

/** The words of the note that mark it as an allergy warning, as written ("Allergic", "nuts"); [] when none. */
export function allergyWordsIn(note: string): string[] {
  return [...note.matchAll(pattern)].map((match) => match[0]);
}

export const isAllergyNote = (note: string): boolean => allergyWordsIn(note).length > 0;

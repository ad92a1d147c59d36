import { describe, expect, it } from 'vitest';
import { allergyWordsIn, isAllergyNote } from './allergy-words';

describe('allergy notes', () => {
  it.each([
    ['No onions please, allergic.', ['allergic']],
    ['NO NUTS!', ['NUTS']],
    ['gluten free please', ['gluten']],
    ['Dairy-free, lactose intolerant', ['Dairy', 'lactose', 'intolerant']],
    ['my son has a peanut allergy', ['peanut', 'allergy']],
    ['no eggs, no shellfish', ['eggs', 'shellfish']],
    ['Coeliac', ['Coeliac']],
    ['Esu alergiška riešutams', ['alergiška']],
    ['vegan, no sesame', ['vegan', 'sesame']],
  ])('%s is a warning', (note, words) => {
    expect(allergyWordsIn(note)).toEqual(words);
    expect(isAllergyNote(note)).toBe(true);
  });

  it.each([
    'Please ring twice, the bell is quiet.',
    'Leave at the door, I will pay in the app.',
    'Extra napkins please.',
    'Call me when you are outside.',
    'Five minutes late is fine', // "nut" inside a word
    'a donut for dessert',
    '',
  ])('%s is not', (note) => {
    expect(isAllergyNote(note)).toBe(false);
  });
});

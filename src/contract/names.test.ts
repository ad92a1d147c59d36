import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { profileUpdateRequestSchema, registerRequestSchema } from './index.ts';
import { hasHiddenCharacters } from './names.ts';

const register = (first_name: string) => ({ first_name, last_name: 'Kazlauskienė', email: 'ona@chef.test', password: 'Kitchen#2024', password_confirmation: 'Kitchen#2024' });
const messagesOf = (result: v.SafeParseResult<v.GenericSchema>) => (result.issues ?? []).map((issue) => issue.message);

describe('names a person reads', () => {
  it.each([
    ['a bidi override that reverses the text', 'Ona\u202Eliam'],
    ['a right-to-left isolate', '\u2067Ona'],
    ['a left-to-right mark', 'O\u200Ena'],
    ['a newline', 'Ona\nVirtuvė'],
    ['a NUL', 'Ona\u0000'],
    ['a C1 control', 'Ona\u0085'],
  ])('refuses %s', (_what, name) => {
    expect(hasHiddenCharacters(name)).toBe(true);
    expect(messagesOf(v.safeParse(registerRequestSchema, register(name)))).toContain('validation:nameHiddenCharacters');
  });

  it('keeps letters of every language, apostrophes, hyphens and spaces', () => {
    for (const name of ['Ona', 'Žemaitė', "O'Brien", 'Anne-Marie', 'José Luis', 'محمد', '山田']) {
      expect(hasHiddenCharacters(name), name).toBe(false);
      expect(v.safeParse(registerRequestSchema, register(name)).success, name).toBe(true);
    }
  });

  it('applies to the profile form too', () => {
    const profile = { first_name: 'Ona', last_name: 'Kaz\u202Elauskienė', phone: '+37060000000', id_number: '38001010000', city_id: 1, main_street: 'Gedimino pr. 1', address: 'Apt. 2', zip_code: 'LT-01103' };
    expect(messagesOf(v.safeParse(profileUpdateRequestSchema, profile))).toContain('validation:nameHiddenCharacters');
  });
});

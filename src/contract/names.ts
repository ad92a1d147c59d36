// Names a person reads (first and last name, signatures): no control characters and no bidi
// controls, which could hide or reorder text on an order ticket or in the admin's lists.
// Shared by the app's forms and the server's validation (docs/api.md, "Names").
import * as v from 'valibot';
import { msg } from './messages.en.ts';

/** C0 and C1 controls, DEL, and the bidi marks, embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex
export const hiddenCharacters = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export const hasHiddenCharacters = (text: string): boolean => hiddenCharacters.test(text);

/** A valibot check for a name field (after its trim). */
export const visibleCharactersOnly = v.check<string, string>((text) => !hasHiddenCharacters(text), msg('nameHiddenCharacters'));

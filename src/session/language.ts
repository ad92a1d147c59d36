// The language state of the device (spec section 3): persisted under the key `language`,
// default `en`. Sent as the `Language` header on every API call.
import * as v from 'valibot';
import { readJson, writeJson } from '@/lib/storage';

export const LANGUAGE_KEY = 'language';
export const supportedLanguages = ['en'] as const;
export type Language = (typeof supportedLanguages)[number];

const storedLanguageSchema = v.object({ language: v.picklist(supportedLanguages) });

export function getLanguage(): Language {
  const parsed = v.safeParse(storedLanguageSchema, readJson(LANGUAGE_KEY));
  return parsed.success ? parsed.output.language : 'en';
}

export function setLanguage(language: Language): void {
  writeJson(LANGUAGE_KEY, { language });
}

/** At start: the device's language as kept, written under `language` when missing or unreadable
 * (spec section 3: the state is persisted, default `en`). */
export function rememberLanguage(): Language {
  const language = getLanguage();
  if (!v.safeParse(storedLanguageSchema, readJson(LANGUAGE_KEY)).success) setLanguage(language);
  return language;
}

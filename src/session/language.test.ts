import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { getLanguage, LANGUAGE_KEY, rememberLanguage } from './language';
import { memoryStorage } from '@/lib/testing/memory-storage';

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

it('writes the default language under `language` at start when the device has none (spec section 3)', () => {
  expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  expect(rememberLanguage()).toBe('en');
  expect(JSON.parse(localStorage.getItem(LANGUAGE_KEY) ?? 'null')).toEqual({ language: 'en' });
});

it('replaces an unreadable value with the default, and keeps a good one as it is', () => {
  localStorage.setItem(LANGUAGE_KEY, '{"language":"xx"}');
  rememberLanguage();
  expect(JSON.parse(localStorage.getItem(LANGUAGE_KEY) ?? 'null')).toEqual({ language: 'en' });
  const kept = '{"language":"en"}';
  localStorage.setItem(LANGUAGE_KEY, kept);
  rememberLanguage();
  expect(localStorage.getItem(LANGUAGE_KEY)).toBe(kept);
  expect(getLanguage()).toBe('en');
});

import type { Language } from '@kabuto/shared/catalogue';
import { storage } from './storage';

// The catalogue's LANGUAGES and DEFAULT_LANGUAGE, restated so that the start screen does not load
// the catalogue (every message in three languages) just to read the stored language. The types
// keep the two lists the same.
const APP_LANGUAGES = ['jp', 'cn', 'us'] as const satisfies readonly Language[];
const EVERY_LANGUAGE_LISTED: Exclude<Language, (typeof APP_LANGUAGES)[number]> extends never
  ? true
  : never = true;
const DEFAULT_LANGUAGE: Language = 'jp';

function isLanguage(value: unknown): value is Language {
  return EVERY_LANGUAGE_LISTED && (APP_LANGUAGES as readonly unknown[]).includes(value);
}

/** The customer's language (session key `language`, SPEC §3), jp on first use. */
export function storedLanguage(): Language {
  const value = storage.get('language');
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  storage.set('language', language);
}

/** The locale of each app language for the browser's date and number formats (Intl). */
export const INTL_LOCALES: Readonly<Record<Language, string>> = {
  jp: 'ja-JP',
  cn: 'zh-CN',
  us: 'en-US',
};

/** The BCP 47 tag of each app language, for `<html lang>` (it picks the right CJK glyphs). */
export const HTML_LANG: Readonly<Record<Language, string>> = {
  jp: 'ja',
  cn: 'zh-CN',
  us: 'en',
};

import { DEFAULT_LANGUAGE, isLanguage } from '@kabuto/shared/catalogue';
import type { Language } from '@kabuto/shared/catalogue';
import { storage } from './storage';

/** The customer's language (session key `language`, SPEC §3), jp on first use. */
export function storedLanguage(): Language {
  const value = storage.get('language');
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  storage.set('language', language);
}

/** The BCP 47 tag of each app language, for `<html lang>` (it picks the right CJK glyphs). */
export const HTML_LANG: Readonly<Record<Language, string>> = {
  jp: 'ja',
  cn: 'zh-CN',
  us: 'en',
};

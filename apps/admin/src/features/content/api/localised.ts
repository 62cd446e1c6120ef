import type { Language } from '@kabuto/shared/catalogue';

/** A text written in each of the app's languages (jp, cn, us): all three are required. */
export type Localised = Record<Language, string>;

/** A title of an article, a page or a message, in any language (the server's limit too). */
export const TITLE_MAX_LENGTH = 200;

export const CONTENT_LANGUAGES: readonly Language[] = ['jp', 'cn', 'us'];

export const emptyLocalised = (): Localised => ({ jp: '', cn: '', us: '' });

export function isComplete(text: Localised): boolean {
  return CONTENT_LANGUAGES.every((language) => text[language].trim() !== '');
}

/** So that each language's text is drawn with its own glyph forms (`lang` attributes). */
export const LANG_TAGS: Readonly<Record<Language, string>> = { jp: 'ja', cn: 'zh-CN', us: 'en' };

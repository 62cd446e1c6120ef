import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Language, MessageParams } from '@kabuto/shared/catalogue';
import { HTML_LANG, storedLanguage, storeLanguage } from '@/lib/language';
import type { Locale as KitLocale } from 'antd-mobile/es/locales/base';
import { languageChunks, loadCatalogue } from './text-chunks';
import type * as CatalogueMessages from '@/lib/catalogue-messages';

const kitLocales: Partial<Record<Language, KitLocale>> = {};

/** The UI kit's texts for a language loaded by loadLanguage (undefined before). */
export function kitLocaleOf(language: Language): KitLocale | undefined {
  return kitLocales[language];
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = HTML_LANG[language];
}

/** How much of each language's texts i18next holds. */
const held: Partial<Record<Language, 'core' | 'all'>> = {};
const holdsAll = (language: Language) => held[language] === 'all';
/** Set once a screen past the start screen has asked for every text: languages load whole. */
let wantAll = false;

/** Adds a language's texts (its core, or all of them once wanted) to i18next unless there. */
export async function loadLanguage(language: Language): Promise<void> {
  const part = wantAll ? 'all' : 'core';
  if (held[language] === 'all' || held[language] === part) return;
  const [texts, kit] = await languageChunks(language, part);
  kitLocales[language] = kit;
  // All of them may have come in meanwhile (the core is loaded at start, all of them beside it).
  if (holdsAll(language)) return;
  i18next.addResourceBundle(language, 'translation', texts, true, true);
  held[language] = part;
}

let allTexts: Promise<void> | null = null;

/**
 * Loads every text of the current language (and of any language chosen later): the router waits
 * for it before showing any screen but the start screen.
 */
export function loadAllTexts(): Promise<void> {
  wantAll = true;
  allTexts ??= loadLanguage(i18next.language as Language).catch((error: unknown) => {
    allTexts = null;
    throw error;
  });
  return allTexts;
}

const initial = storedLanguage();

void i18next.use(initReactI18next).init({
  resources: {},
  lng: initial,
  fallbackLng: 'jp',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyDocumentLanguage(initial);

/** Resolves once the start-up language's texts are in: boot.tsx renders after it. */
export const languageReady: Promise<void> = loadLanguage(initial).catch(() => undefined);

export const i18n = i18next;

/** Switches the app's language (once its texts are in) and remembers it (session key `language`). */
export function setLanguage(language: Language): void {
  storeLanguage(language);
  void loadLanguage(language).then(() => {
    applyDocumentLanguage(language);
    return i18next.changeLanguage(language);
  });
}

/** The current language and a setter; components re-render when it changes. */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n: instance } = useTranslation();
  return [instance.language as Language, setLanguage];
}

type Messages = typeof CatalogueMessages;
let messages: Messages | null = null;
let messagesLoading: Promise<Messages> | null = null;

/** Loads the message catalogue once; the router waits for it before showing any screen but the start screen. */
export function loadMessages(): Promise<Messages> {
  messagesLoading ??= loadCatalogue().then((loaded) => (messages = loaded));
  return messagesLoading;
}

/** A catalogue message (a server `msg` key) in the current language. */
export function useMessage(): (key: string, params?: MessageParams) => string {
  const [language] = useLanguage();
  return (key, params) => messages?.translateMessage(key, language, params) ?? key;
}

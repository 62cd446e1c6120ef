import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Language, MessageParams } from '@kabuto/shared/catalogue';
import { HTML_LANG, storedLanguage, storeLanguage } from '@/lib/language';
import type { Locale as KitLocale } from 'antd-mobile/es/locales/base';
import type * as CatalogueMessages from '@/lib/catalogue-messages';
import type { UiTexts } from './texts/jp';
import type { CoreTexts } from './texts/jp-core';

/**
 * Each language's texts are chunks of their own, loaded on first use: the first screen downloads
 * the customer's language's core texts only (what the start screen and the shell say), the first
 * other screen all of them (loadAllTexts), and another language is loaded when chosen.
 */
const CORE_TEXTS: Readonly<Record<Language, () => Promise<CoreTexts>>> = {
  jp: async () => (await import('./texts/jp-core')).jpCore,
  cn: async () => (await import('./texts/cn-core')).cnCore,
  us: async () => (await import('./texts/us-core')).usCore,
};
const TEXTS: Readonly<Record<Language, () => Promise<UiTexts>>> = {
  jp: async () => (await import('./texts/jp')).jp,
  cn: async () => (await import('./texts/cn')).cn,
  us: async () => (await import('./texts/us')).us,
};

/** The UI kit's own texts (date pickers, empty states…) in each language, loaded alongside. */
const KIT_LOCALES: Readonly<Record<Language, () => Promise<KitLocale>>> = {
  jp: async () => (await import('antd-mobile/es/locales/ja-JP')).default,
  cn: async () => (await import('antd-mobile/es/locales/zh-CN')).default,
  us: async () => (await import('antd-mobile/es/locales/en-US')).default,
};
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
  const [texts, kit] = await Promise.all([
    wantAll ? TEXTS[language]() : CORE_TEXTS[language](),
    KIT_LOCALES[language](),
  ]);
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
  messagesLoading ??= import('@/lib/catalogue-messages').then((loaded) => (messages = loaded));
  return messagesLoading;
}

/** A catalogue message (a server `msg` key) in the current language. */
export function useMessage(): (key: string, params?: MessageParams) => string {
  const [language] = useLanguage();
  return (key, params) => messages?.translateMessage(key, language, params) ?? key;
}

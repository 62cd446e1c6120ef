import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Language, MessageParams } from '@kabuto/shared/catalogue';
import { HTML_LANG, storedLanguage, storeLanguage } from '@/lib/language';
import type { Locale as KitLocale } from 'antd-mobile/es/locales/base';
import type * as CatalogueMessages from '@/lib/catalogue-messages';
import type { UiTexts } from './texts/jp';

/**
 * Each language's texts are a chunk of their own, loaded on first use: the first screen downloads
 * the customer's language only, and another one when the customer switches to it.
 */
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

/** Adds a language's texts to i18next unless they are there already. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const [texts, kit] = await Promise.all([TEXTS[language](), KIT_LOCALES[language]()]);
  kitLocales[language] = kit;
  i18next.addResourceBundle(language, 'translation', texts);
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

/** Resolves once the start-up language's texts are in: main.tsx renders after it. */
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

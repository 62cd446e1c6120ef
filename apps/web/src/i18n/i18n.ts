import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { translate } from '@kabuto/shared/catalogue';
import type { Language, MessageParams } from '@kabuto/shared/catalogue';
import { HTML_LANG, storedLanguage, storeLanguage } from '@/lib/language';
import { readerParams } from '@/lib/message-params';
import { cn } from './texts/cn';
import { jp } from './texts/jp';
import { us } from './texts/us';

export const resources = {
  jp: { translation: jp },
  cn: { translation: cn },
  us: { translation: us },
} as const;

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = HTML_LANG[language];
}

const initial = storedLanguage();

// Resources are bundled, so initialisation completes synchronously before the first render.
void i18next.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: 'jp',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
applyDocumentLanguage(initial);

export const i18n = i18next;

/** Switches the app's language and remembers it (session key `language`). */
export function setLanguage(language: Language): void {
  storeLanguage(language);
  applyDocumentLanguage(language);
  void i18next.changeLanguage(language);
}

/** The current language and a setter; components re-render when it changes. */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n: instance } = useTranslation();
  return [instance.language as Language, setLanguage];
}

/** A catalogue message (a server `msg` key) in the current language. */
export function useMessage(): (key: string, params?: MessageParams) => string {
  const [language] = useLanguage();
  return (key, params) => translate(key, language, readerParams(params, language));
}

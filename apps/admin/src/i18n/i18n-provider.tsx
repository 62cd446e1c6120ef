/**
 * The console's language: Japanese by default, switchable to Chinese or English, remembered in
 * localStorage. `t` reads the console's own dictionary; `tm` translates the catalogue keys the
 * server answers with (shared with the customer app, so staff see what customers see).
 */
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isMessageKey,
  translate,
  type Language,
  type MessageParams,
} from '@kabuto/shared/catalogue';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { cn } from './cn';
import { jp, type Dictionary, type MessageId } from './jp';
import { us } from './us';

export const LANGUAGE_STORAGE_KEY = 'kabuto-admin-language';

const DICTIONARIES: Readonly<Record<Language, Dictionary>> = { jp, cn, us };

/** BCP 47 tags: for dates and numbers, and for `<html lang>` so CJK text gets the right glyphs. */
const LOCALES: Readonly<Record<Language, string>> = { jp: 'ja-JP', cn: 'zh-CN', us: 'en-US' };

/** Each language named in itself, so anyone can find their own in the switch. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  jp: '日本語',
  cn: '中文',
  us: 'English',
};

/** Something to tell the user, translated when drawn: a server catalogue key or a console text. */
export type UiMessage =
  | { msg: string; params?: MessageParams | undefined }
  | { id: MessageId; params?: MessageParams | undefined };

export interface I18n {
  language: Language;
  setLanguage: (language: Language) => void;
  /** A console text. */
  t: (id: MessageId, params?: MessageParams) => string;
  /** A console text chosen at run time (`prefix.value`), or `value` itself when there is none. */
  label: (prefix: string, value: string) => string;
  /** A server answer's catalogue key. */
  tm: (key: string, params?: MessageParams) => string;
  say: (message: UiMessage) => string;
  formatDateTime: (iso: string | null | undefined) => string;
  formatNumber: (value: number) => string;
}

const I18nContext = createContext<I18n | null>(null);

function fill(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The console's language as remembered (the API client asks for answers in it). */
export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage unavailable: fall back to the default.
  }
  return DEFAULT_LANGUAGE;
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(readStoredLanguage);

  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Not remembered across visits, but the switch still works.
    }
  }, []);

  const value = useMemo<I18n>(() => {
    const dictionary = DICTIONARIES[language];
    const lookup = dictionary as Readonly<Record<string, string>>;
    const dateTime = new Intl.DateTimeFormat(LOCALES[language], {
      dateStyle: 'medium',
      timeStyle: 'medium',
    });
    const number = new Intl.NumberFormat(LOCALES[language]);
    const t = (id: MessageId, params?: MessageParams) => fill(dictionary[id], params);
    const tm = (key: string, params?: MessageParams) =>
      isMessageKey(key)
        ? translate(key, language, params)
        : fill(dictionary['common.unknownMessage'], { key });
    return {
      language,
      setLanguage,
      t,
      tm,
      say: (message) =>
        'msg' in message ? tm(message.msg, message.params) : t(message.id, message.params),
      label: (prefix, raw) => lookup[`${prefix}.${raw}`] ?? raw,
      formatDateTime: (iso) => {
        if (!iso) return dictionary['common.none'];
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
      },
      formatNumber: (n) => number.format(n),
    };
  }, [language, setLanguage]);

  useEffect(() => {
    document.documentElement.lang = LOCALES[language];
    document.title = DICTIONARIES[language]['app.documentTitle'];
  }, [language]);

  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const value = use(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}

/**
 * Each language's texts, and the message catalogue, are chunks of their own, loaded on first use:
 * the first screen downloads the customer's language's core texts only (what the start screen and
 * the shell say), the first other screen all of them (loadAllTexts), and another language is
 * loaded when chosen. Apart from i18n.ts so that the app's entry can ask for the words of the
 * screen it opens on without loading i18next (main.tsx).
 */
import type { Language } from '@kabuto/shared/catalogue';
import type { Locale as KitLocale } from 'antd-mobile/es/locales/base';
import type { UiTexts } from './texts/jp';
import type { CoreTexts } from './texts/jp-core';

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

/** A language's texts (its core, or all of them) and the UI kit's texts in that language. */
export function languageChunks(
  language: Language,
  part: 'core' | 'all',
): Promise<[CoreTexts | UiTexts, KitLocale]> {
  return Promise.all([
    part === 'all' ? TEXTS[language]() : CORE_TEXTS[language](),
    KIT_LOCALES[language](),
  ]);
}

/** The message catalogue (each server `msg` key in each language): all but the start screen. */
export const loadCatalogue = () => import('@/lib/catalogue-messages');

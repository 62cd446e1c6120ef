/** Compact figures for the products tables: grouped decimals and short dates. */
import { useMemo } from 'react';
import { useI18n } from '../../../i18n/i18n-provider';

const LOCALES = { jp: 'ja-JP', cn: 'zh-CN', us: 'en-US' } as const;

/** Decimal text with thousands separators, decimals kept as given ("100,000.00"). */
export function grouped(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const [whole = '', fraction] = String(value).split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

/** "11/21 21:07" in the console's language, for dense table cells. */
export function useShortDateTime(): (iso: string | null | undefined) => string {
  const { language } = useI18n();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(LOCALES[language], {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    });
    return (iso) => {
      if (!iso) return '—';
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [language]);
}

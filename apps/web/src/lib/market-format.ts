/**
 * How market figures read on screen. Prices and changes arrive as decimal text and are shown as
 * given (no float round trip); only volumes and turnover, which are counts, are abbreviated.
 */
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketCode } from '@kabuto/shared/markets';
import { formatDateTime as formatInstant } from './date-time';
import { withCurrency } from './no-break';

/** Exchanges' home markets; KR and SA appear only as index quotes. */
export type Market = MarketCode | 'KR' | 'SA';

/** Shown for a figure that is not known (never a made-up number). */
export const UNKNOWN = '—';

const DECIMAL = /^(-|\+)?(\d+)(?:\.(\d+))?$/;

/** -1, 0 or 1 by the sign of decimal text; junk counts as zero. */
export function signOf(value: string | number | null | undefined): -1 | 0 | 1 {
  const match = DECIMAL.exec(String(value ?? '').trim());
  if (!match) return 0;
  if (/^0*$/.test((match[2] ?? '') + (match[3] ?? ''))) return 0;
  return match[1] === '-' ? -1 : 1;
}

/** Decimal text with thousands separators, decimals kept as given ("28,850.00"). */
export function formatPrice(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return UNKNOWN;
  const match = DECIMAL.exec(String(value).trim());
  if (!match) return UNKNOWN;
  const [, sign = '', whole = '0', fraction] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign === '-' ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A change with its sign: "+78.00", "-16.04", "0.00". */
export function formatChange(value: string | number | null | undefined): string {
  const text = formatPrice(value);
  return signOf(value) > 0 ? `+${text}` : text;
}

/** A percentage with its sign: "+3.46%". */
export function formatPct(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return UNKNOWN;
  return `${formatChange(value)}%`;
}

const UNITS: Readonly<Record<Language, readonly (readonly [number, string])[]>> = {
  jp: [
    [1e12, '兆'],
    [1e8, '億'],
    [1e4, '万'],
  ],
  cn: [
    [1e12, '万亿'],
    [1e8, '亿'],
    [1e4, '万'],
  ],
  us: [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ],
};

/** A large count in the customer's units: "3.48億" (jp), "3.48亿" (cn), "348.24M" (us). */
export function compactNumber(value: string | number | null | undefined, language: Language) {
  if (value === null || value === undefined || value === '') return UNKNOWN;
  const n = Number(value);
  if (!Number.isFinite(n)) return UNKNOWN;
  const abs = Math.abs(n);
  for (const [size, unit] of UNITS[language]) {
    if (abs < size) continue;
    const scaled = abs / size;
    // About four significant digits: 1,113億, 36.79兆, 7.39M.
    const decimals = scaled >= 1000 ? 0 : scaled >= 100 ? 1 : 2;
    return `${n < 0 ? '-' : ''}${formatPrice(scaled.toFixed(decimals))}${unit}`;
  }
  return formatPrice(String(Math.round(n)));
}

/**
 * A large amount in the customer's units with its currency, joined by a no-break space so the two
 * never part at a line's end: "453.4億 JPY", "45.34B USD".
 */
export function compactMoney(
  value: string | number | null | undefined,
  currency: string,
  language: Language,
): string {
  const text = compactNumber(value, language);
  return text === UNKNOWN ? UNKNOWN : withCurrency(text, currency);
}

/** The number of decimals of decimal text ("2334.00" → 2). */
export function decimalsOf(value: string | null | undefined): number {
  const match = /\.(\d+)$/.exec(value ?? '');
  return match?.[1]?.length ?? 0;
}

/** An ISO instant in the customer's time zone, to the minute ("2026/11/20 09:30"). */
export function formatDateTime(iso: string | null | undefined, language: Language): string {
  const text = formatInstant(iso, language);
  return text === '—' ? UNKNOWN : text;
}

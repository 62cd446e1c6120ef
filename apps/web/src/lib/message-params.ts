/**
 * Parameters of messages written for the reader: amounts with separators (and the currency, in
 * the reader's language, unless the text names it itself), instants in the customer's time zone,
 * each never broken across lines.
 * Catalogue toasts and site messages both go through here.
 */
import type { Language, MessageParams } from '@kabuto/shared/catalogue';
import { fillPlaceholders } from '@kabuto/shared/catalogue';
import { formatDateTime } from './date-time';
import { INTL_LOCALES } from './language';
import { NO_BREAK, withCurrency } from './no-break';

/** Parameters that are always money. */
const MONEY = new Set(['amount', 'owed', 'pnl', 'result', 'money', 'balance', 'available']);
/** Parameters that are money when the message comes with a currency. */
const MONEY_WITH_CURRENCY = new Set(['min', 'max']);
/** Prices: separators only, the text names the currency once ("2,551.00"). */
const PRICES = new Set(['price', 'trigger', 'exit']);
const DECIMAL = /^-?\d+(\.\d+)?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Decimal text with the language's separators, its decimals kept ("500000" → "500,000"). */
export function groupDecimal(text: string, language: Language): string {
  const decimals = /\.(\d+)$/.exec(text)?.[1]?.length ?? 0;
  return new Intl.NumberFormat(INTL_LOCALES[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(text));
}

/** An amount with its currency in the reader's language ("￥500,000", "US$100,000.00"). */
export function moneyText(text: string, currency: string, language: Language): string {
  try {
    const decimals = /\.(\d+)$/.exec(text)?.[1]?.length;
    return new Intl.NumberFormat(INTL_LOCALES[language], {
      style: 'currency',
      currency,
      ...(decimals === undefined
        ? {}
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    }).format(Number(text));
  } catch {
    return withCurrency(groupDecimal(text, language), currency);
  }
}

/**
 * `params` as the reader reads them. `text` is the message they fill: when it writes
 * `{{currency}}` itself, amounts get separators only.
 */
export function readerParams(
  params: MessageParams | Readonly<Record<string, string>> | undefined,
  language: Language,
  text = '',
): Record<string, string> {
  const out: Record<string, string> = {};
  if (!params) return out;
  const currency = typeof params.currency === 'string' ? params.currency : undefined;
  const namesCurrency = currency !== undefined && !text.includes('{{currency}}');
  for (const [name, raw] of Object.entries(params)) {
    const value = String(raw);
    const money = MONEY.has(name) || (currency !== undefined && MONEY_WITH_CURRENCY.has(name));
    // A date and its time stay on one line ("2026/12/01 15:00").
    if (INSTANT.test(value)) out[name] = formatDateTime(value, language).replaceAll(' ', NO_BREAK);
    else if (PRICES.has(name) && DECIMAL.test(value)) out[name] = groupDecimal(value, language);
    else if (money && DECIMAL.test(value))
      out[name] = namesCurrency
        ? moneyText(value, currency, language)
        : groupDecimal(value, language);
    else out[name] = value;
  }
  return out;
}

/**
 * Fills `{{name}}` placeholders of `text` from `params`, as the reader reads them. An amount and
 * the currency the text writes beside it ("{{amount}} {{currency}}") are joined by a no-break
 * space: they never part at a line's end.
 */
export function fillMessage(
  text: string,
  params: Readonly<Record<string, string>> | undefined,
  language: Language,
): string {
  const values = readerParams(params, language, text);
  const joined = text
    .replaceAll('}} {{currency}}', `}}${NO_BREAK}{{currency}}`)
    .replaceAll('{{currency}} {{', `{{currency}}${NO_BREAK}{{`);
  return fillPlaceholders(joined, (name) => values[name]);
}

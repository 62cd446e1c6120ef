/**
 * Money is held as integer minor units of a currency (`MinorUnits`). Conversion to and from
 * decimal text happens only at the edges: the API (strings with two decimals) and the screens.
 */

/** Currencies the platform knows: the three market currencies and the exchange currencies. */
export const CURRENCIES = ['JPY', 'USD', 'CNY', 'TWD', 'HKD', 'THB', 'VND', 'MYR', 'KRW'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Digits after the decimal point of one minor unit (ISO 4217 exponents). */
export const CURRENCY_SCALE: Readonly<Record<Currency, number>> = {
  JPY: 0,
  USD: 2,
  CNY: 2,
  TWD: 2,
  HKD: 2,
  THB: 2,
  VND: 0,
  MYR: 2,
  KRW: 0,
};

/** An amount in the smallest unit of its currency; always a safe integer. */
export type MinorUnits = number;

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * The limits on every amount, in minor units of any currency, well below 2^53 (the largest
 * integer a number holds exactly), so that no sum, product or balance ever leaves the safe range.
 * `readAmount` refuses an amount a customer enters above the operation limit; the ledger refuses a
 * posting above it and a customer balance that would pass the balance limit.
 */
/** One operation (a deposit, an exchange, an order's value): 10^13 (¥10 trillion, $100 billion). */
export const MAX_OPERATION_MINOR_UNITS = 10_000_000_000_000;
/** One account's balance: 10^14, ninety times below 2^53. */
export const MAX_BALANCE_MINOR_UNITS = 100_000_000_000_000;

/** The numeric rule of SPEC §5: digits with an optional decimal part only. */
export const DECIMAL_PATTERN = /^\d+(\.\d+)?$/;

export type ParseMoneyResult =
  | { ok: true; minor: MinorUnits }
  | { ok: false; reason: 'required' | 'format' | 'precision' | 'too_large' };

/**
 * Parses customer-entered decimal text into minor units of `currency`, exactly (no floats).
 * Text with more decimals than the currency has is refused unless the extra digits are zeros.
 */
export function parseMoney(text: unknown, currency: Currency): ParseMoneyResult {
  if (text === undefined || text === null) return { ok: false, reason: 'required' };
  const raw = String(text).trim();
  if (raw === '') return { ok: false, reason: 'required' };
  if (!DECIMAL_PATTERN.test(raw)) return { ok: false, reason: 'format' };
  const scale = CURRENCY_SCALE[currency];
  const [whole = '0', fraction = ''] = raw.split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > scale) return { ok: false, reason: 'precision' };
  const digits = (whole + fraction.padEnd(scale, '0').slice(0, scale)).replace(/^0+(?=\d)/, '');
  if (digits.length > 15) return { ok: false, reason: 'too_large' };
  const minor = Number(digits);
  if (!Number.isSafeInteger(minor)) return { ok: false, reason: 'too_large' };
  return { ok: true, minor };
}

/** The catalogue keys of an amount the customer cannot send (SPEC §5). */
export type AmountMessage =
  'amount_required' | 'amount_format' | 'amount_precision' | 'amount_positive' | 'amount_too_large';

const AMOUNT_MESSAGES: Readonly<
  Record<Exclude<ParseMoneyResult, { ok: true }>['reason'], AmountMessage>
> = {
  required: 'amount_required',
  format: 'amount_format',
  precision: 'amount_precision',
  too_large: 'amount_too_large',
};

/**
 * The one reading of an amount a customer entered, for the server and both apps: required,
 * digits with an optional decimal part, no more decimals than the currency has, above zero,
 * at most `MAX_OPERATION_MINOR_UNITS`.
 * What it cannot read exactly is refused with its message: it never drops a decimal point,
 * never rounds and never clamps.
 */
export function readAmount(
  text: unknown,
  currency: Currency,
): { ok: true; minor: MinorUnits } | { ok: false; msg: AmountMessage } {
  const parsed = parseMoney(text, currency);
  if (!parsed.ok) return { ok: false, msg: AMOUNT_MESSAGES[parsed.reason] };
  if (parsed.minor <= 0) return { ok: false, msg: 'amount_positive' };
  if (parsed.minor > MAX_OPERATION_MINOR_UNITS) return { ok: false, msg: 'amount_too_large' };
  return parsed;
}

/** Minor units to the API's text form: two decimals at least, no separators ("1234.50"). */
export function formatMoney(minor: MinorUnits, currency: Currency): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`not an integer amount: ${minor}`);
  const scale = CURRENCY_SCALE[currency];
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  const fraction = scale === 0 ? '' : digits.slice(-scale);
  return `${negative ? '-' : ''}${whole}.${fraction.padEnd(2, '0')}`;
}

/**
 * The display rule of SPEC §5: empty, null or non-numeric shows 0.00; otherwise two decimals,
 * thousands separators and a leading minus for negatives. Works on decimal text, so it never
 * rounds through a float.
 */
export function displayMoney(value: unknown): string {
  if (value === null || value === undefined) return '0.00';
  const text = typeof value === 'number' ? numberToPlainText(value) : String(value).trim();
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return '0.00';
  const [, minus = '', whole = '0', fraction = ''] = match;
  const rounded = roundDecimalText(whole, fraction, 2);
  const grouped = rounded.whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^0*$/.test(rounded.whole + rounded.fraction);
  return `${minus && !isZero ? '-' : ''}${grouped}.${rounded.fraction}`;
}

function numberToPlainText(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  return value.toFixed(10);
}

/** Rounds decimal text half away from zero to `places` digits, on the digits themselves. */
function roundDecimalText(
  whole: string,
  fraction: string,
  places: number,
): { whole: string; fraction: string } {
  const padded = fraction.padEnd(places + 1, '0');
  const keep = whole.replace(/^0+(?=\d)/, '') + padded.slice(0, places);
  const roundUp = Number(padded[places]) >= 5;
  let digits = keep;
  if (roundUp) {
    const chars = digits.split('');
    let i = chars.length - 1;
    while (i >= 0) {
      if (chars[i] === '9') {
        chars[i] = '0';
        i -= 1;
      } else {
        chars[i] = String(Number(chars[i]) + 1);
        break;
      }
    }
    digits = (i < 0 ? '1' : '') + chars.join('');
  }
  const w = digits.slice(0, digits.length - places) || '0';
  return { whole: w, fraction: digits.slice(digits.length - places) };
}

/** Adds minor-unit amounts, failing loudly rather than losing precision. */
export function sumMinor(values: readonly MinorUnits[]): MinorUnits {
  let total = 0;
  for (const v of values) total += v;
  if (!Number.isSafeInteger(total)) throw new Error('amount overflow');
  return total;
}

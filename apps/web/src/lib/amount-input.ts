/**
 * Checks an amount the customer typed before it is sent, with the one reading the server uses
 * (`readAmount`: required, digits with an optional decimal part, no more decimals than the
 * currency has, above zero), then a product's minimum or a limit. The server checks the same
 * again; this only saves a round trip. Problems are catalogue keys, the same the server answers
 * with. What the customer typed is sent as typed: never a dropped decimal point, never rounded.
 */
import type { MessageKey, MessageParams } from '@kabuto/shared/catalogue';
import { isCurrency, parseMoney, readAmount } from '@kabuto/shared/money';

export interface AmountCheck {
  /** Minor units, when the amount may be sent. */
  minor?: number;
  msg?: MessageKey;
  params?: MessageParams;
}

export interface AmountLimits {
  /** The smallest amount a product takes (API text, e.g. "1000.00"). */
  min?: string | undefined;
  /** The largest amount, and the message that names it (`{max}`). */
  max?: { value: string | undefined; msg: MessageKey } | undefined;
}

/** The amount as the API takes it: what the customer typed, without surrounding spaces. */
export function amountText(text: string): string {
  return text.trim();
}

export function checkAmount(
  text: string,
  currency: string,
  limits: AmountLimits = {},
): AmountCheck {
  if (!isCurrency(currency)) return { msg: 'amount_format' };
  const amount = readAmount(amountText(text), currency);
  if (!amount.ok) return { msg: amount.msg };
  const min = limits.min === undefined ? undefined : parseMoney(limits.min, currency);
  if (min?.ok && amount.minor < min.minor) {
    return { msg: 'below_minimum', params: { min: limits.min ?? '', currency } };
  }
  const max = limits.max?.value === undefined ? undefined : parseMoney(limits.max.value, currency);
  if (max?.ok && limits.max && amount.minor > max.minor) {
    return { msg: limits.max.msg, params: { max: limits.max.value ?? '', currency } };
  }
  return { minor: amount.minor };
}

/** Minor units of an amount the server sent ("1234.50"); 0 when unreadable. */
export function minorOf(text: string | undefined, currency: string): number {
  if (!text || !isCurrency(currency)) return 0;
  const parsed = parseMoney(text, currency);
  return parsed.ok ? parsed.minor : 0;
}

import type { MessageParams } from '@kabuto/shared/catalogue';
import { isCurrency, parseMoney } from '@kabuto/shared/money';

export interface AmountCheck {
  /** The amount in minor units, when it can be sent. */
  minor?: number;
  /** A catalogue key (the server's own message for the same problem). */
  msg?: string;
  params?: MessageParams;
}

const PARSE_MESSAGES = {
  required: 'amount_required',
  format: 'amount_format',
  precision: 'amount_precision',
  too_large: 'amount_format',
} as const;

/**
 * Checks an amount before it is sent (SPEC §5): required, digits with an optional decimal part,
 * no more decimals than the currency has, above zero. The server checks it again.
 */
export function checkAmount(text: string, currency: string): AmountCheck {
  if (!isCurrency(currency)) return { msg: 'amount_format' };
  const parsed = parseMoney(text, currency);
  if (!parsed.ok) return { msg: PARSE_MESSAGES[parsed.reason] };
  if (parsed.minor <= 0) return { msg: 'amount_positive' };
  return { minor: parsed.minor };
}

/** Minor units of an amount the server sent ("1234.50"); 0 when unreadable. */
export function minorOf(text: string | undefined, currency: string): number {
  if (!text || !isCurrency(currency)) return 0;
  const parsed = parseMoney(text, currency);
  return parsed.ok ? parsed.minor : 0;
}

/** The amount as the API takes it: the entered digits without a trailing dot. */
export function amountText(text: string): string {
  return text.trim().replace(/\.$/, '');
}

/**
 * Checks an amount the customer typed before it is sent (SPEC §5: required, digits with an
 * optional decimal part, no more decimals than the currency has, above zero, and not below a
 * product's minimum). The server checks the same again; this only saves a round trip. Problems
 * are catalogue keys, the same the server answers with.
 */
import type { MessageParams } from '@kabuto/shared/catalogue';
import { isCurrency, parseMoney } from '@kabuto/shared/money';

export interface AmountCheck {
  /** Minor units, when the amount may be sent. */
  minor?: number;
  msg?: string;
  params?: MessageParams;
}

const REASONS = {
  required: 'amount_required',
  format: 'amount_format',
  precision: 'amount_precision',
  too_large: 'amount_format',
} as const;

/** The amount as the API takes it: the entered digits without a trailing dot. */
export function amountText(text: string): string {
  return text.trim().replace(/\.$/, '');
}

export function checkAmount(text: string, currency: string, minimum?: string): AmountCheck {
  if (!isCurrency(currency)) return { msg: 'amount_format' };
  const parsed = parseMoney(amountText(text), currency);
  if (!parsed.ok) return { msg: REASONS[parsed.reason] };
  if (parsed.minor <= 0) return { msg: 'amount_positive' };
  if (minimum !== undefined) {
    const min = parseMoney(minimum, currency);
    if (min.ok && parsed.minor < min.minor) {
      return { msg: 'below_minimum', params: { min: minimum } };
    }
  }
  return { minor: parsed.minor };
}

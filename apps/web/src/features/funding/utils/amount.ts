import type { MessageParams } from '@kabuto/shared/catalogue';
import { isCurrency, parseMoney } from '@kabuto/shared/money';

export interface AmountProblem {
  /** A catalogue key, the same the server would answer with. */
  msg: string;
  params?: MessageParams;
}

/**
 * Checks an entered amount before it is sent (SPEC §5): required, digits with an optional
 * decimal part, no more decimals than the currency has, above zero and within `max` (whole
 * units). The server checks the same again; this only saves the customer a round trip.
 */
export function amountProblem(
  text: string,
  currency: string,
  limit?: { max: string | undefined; msg: string },
): AmountProblem | null {
  if (!isCurrency(currency)) return null;
  const parsed = parseMoney(text, currency);
  if (!parsed.ok) {
    const keys = {
      required: 'amount_required',
      format: 'amount_format',
      precision: 'amount_precision',
      too_large: 'amount_format',
    } as const;
    return { msg: keys[parsed.reason] };
  }
  if (parsed.minor <= 0) return { msg: 'amount_positive' };
  if (limit?.max) {
    const max = parseMoney(limit.max, currency);
    if (max.ok && parsed.minor > max.minor) return { msg: limit.msg, params: { max: limit.max } };
  }
  return null;
}

/** The amount as the API takes it: the entered digits without a trailing dot. */
export function amountText(text: string): string {
  return text.trim().replace(/\.$/, '');
}

import type { Currency } from '@kabuto/shared/money';
import { formatMoney, parseMoney } from '@kabuto/shared/money';
import { refuse } from '../../lib/refusal.ts';

/** Reads a customer-entered amount (SPEC §5: required, digits with optional decimals, > 0). */
export function parseAmount(text: string | undefined, currency: Currency): number {
  const parsed = parseMoney(text, currency);
  if (!parsed.ok) {
    const messages = {
      required: 'amount_required',
      format: 'amount_format',
      precision: 'amount_precision',
      too_large: 'amount_format',
    } as const;
    refuse(messages[parsed.reason]);
  }
  if (parsed.minor <= 0) refuse('amount_positive');
  return parsed.minor;
}

/** A limit setting (whole currency units) in minor units of `currency`. */
export function limitMinor(units: number, currency: Currency): number {
  const parsed = parseMoney(String(units), currency);
  return parsed.ok ? parsed.minor : Number.MAX_SAFE_INTEGER;
}

/** "1,234.50"-free text for messages: the API form with its currency. */
export function money(minor: number, currency: Currency): string {
  return formatMoney(minor, currency);
}

import type { Currency, MarketType } from '@kabuto/shared/money';
import { MARKET_CURRENCY, formatMoney, parseMoney, readAmount } from '@kabuto/shared/money';
import { refuse } from '../../lib/refusal.ts';

/** Reads a customer-entered amount (`readAmount`), refusing what it cannot send. */
export function parseAmount(text: string | undefined, currency: Currency): number {
  const amount = readAmount(text, currency);
  if (!amount.ok) refuse(amount.msg);
  return amount.minor;
}

/** A limit setting (whole currency units) in minor units of `currency`. */
export function limitMinor(units: number, currency: Currency): number {
  const parsed = parseMoney(String(units), currency);
  return parsed.ok ? parsed.minor : Number.MAX_SAFE_INTEGER;
}

export function currencyOf(type: MarketType): 'JPY' | 'USD' | 'CNY' {
  return MARKET_CURRENCY[type] as 'JPY' | 'USD' | 'CNY';
}

/** "1,234.50"-free text for messages: the API form with its currency. */
export function money(minor: number, currency: Currency): string {
  return formatMoney(minor, currency);
}

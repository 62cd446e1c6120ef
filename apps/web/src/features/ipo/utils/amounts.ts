/** Exact money arithmetic for the subscription form: decimal text → minor units → text. */
import { formatMoney, isCurrency, parseMoney } from '@kabuto/shared/money';

/** `lots` × the cost of one lot, as the API's money text; undefined when it cannot be read. */
export function costOfLots(lotCost: string, lots: number, currency: string): string | undefined {
  if (!isCurrency(currency) || !Number.isSafeInteger(lots) || lots < 0) return undefined;
  const one = parseMoney(lotCost, currency);
  if (!one.ok) return undefined;
  const total = one.minor * lots;
  return Number.isSafeInteger(total) ? formatMoney(total, currency) : undefined;
}

import { formatMoney, parseMoney } from '@kabuto/shared/money';
import type { Currency } from '@kabuto/shared/money';

/** Basis points as a percentage: 2 → "0.02". */
export function percentOfBps(bps: number): string {
  return (bps / 100).toFixed(bps % 10 === 0 ? 1 : 2);
}

/** The fee of one day on shares worth `value`, rounded down as the server accrues it. */
export function dailyFeeOf(value: string, bps: number, currency: Currency): string | undefined {
  const parsed = parseMoney(value, currency);
  return parsed.ok ? formatMoney(Math.floor((parsed.minor * bps) / 10_000), currency) : undefined;
}

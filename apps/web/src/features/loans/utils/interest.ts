/**
 * The daily interest as the customer reads it before borrowing (PRODUCT.md integrity rule 4).
 * Rates are in basis points per day. Each day's interest is added to what is owed, rounded up
 * to the currency's smallest unit, exactly as the server accrues it; so the yearly figure is
 * compounded, and the example cost is computed day by day on whole minor units.
 */

const BPS_PER_UNIT = 10_000n;

/** 5 bps → "0.05" (% per day), without floating point. */
export function dailyPercent(bps: number): string {
  const whole = Math.floor(bps / 100);
  return `${whole}.${String(bps % 100).padStart(2, '0')}`;
}

/** The yearly rate the daily rate amounts to when interest is added daily, to one decimal. */
export function yearlyPercentApprox(bps: number, days = 365): string {
  return ((Math.pow(1 + bps / 10_000, days) - 1) * 100).toFixed(1);
}

/** Interest owed after `days` days on `principalMinor`, accrued and rounded up daily. */
export function interestAfterDays(principalMinor: number, bps: number, days: number): number {
  const start = BigInt(principalMinor);
  let owed = start;
  for (let day = 0; day < days; day += 1) {
    owed += (owed * BigInt(bps) + BPS_PER_UNIT - 1n) / BPS_PER_UNIT;
  }
  return Number(owed - start);
}

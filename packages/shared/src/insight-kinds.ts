/**
 * The fixed lists of customer insight (issue 17): performance ranges and price alert kinds. Free
 * of zod, like order-kinds.ts, so the customer app reads them without loading the contracts.
 */

export const PERFORMANCE_RANGES = ['1w', '1m', '3m', '1y', 'all'] as const;
export type PerformanceRange = (typeof PERFORMANCE_RANGES)[number];

export const ALERT_KINDS = ['above', 'below', 'change_pct'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** At most this many alerts per customer, fired ones included until deleted. */
export const MAX_ALERTS_PER_CUSTOMER = 50;

import type { MarketType } from '@kabuto/shared/money';
import { configValue, useSiteConfig } from '@/lib/site-config';

/**
 * The terms of trading in a market, as the site publishes them (common/config settings, whole
 * currency units). Not the server's `TradingTerms`, which holds the minimum fee in minor units.
 */
export interface PublishedTradingTerms {
  leverages: number[];
  purchaseFeeBps: number;
  sellFeeBps: number;
  stampDutyBps: number;
  /** Minimum fee per order, in whole currency units (the `fee_min_<type>` setting as written). */
  minFee: number;
  warningPct: number;
  liquidationPct: number;
}

function numberOf(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && Number.isFinite(value) ? value : fallback;
}

/** Undefined until the config has loaded; defaults mirror the server's. */
export function useTradingTerms(type: MarketType): PublishedTradingTerms | undefined {
  const config = useSiteConfig();
  if (!config.data) return undefined;
  const read = (name: string) => configValue(config.data, name);
  const leverages = (read(`leverage_${type}`) ?? '1')
    .split(',')
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isInteger(value) && value >= 1);
  return {
    leverages: leverages.length ? leverages : [1],
    purchaseFeeBps: numberOf(read(`fee_purchase_bps_${type}`), 0),
    sellFeeBps: numberOf(read(`fee_sell_bps_${type}`), 0),
    stampDutyBps: numberOf(read(`stamp_duty_bps_${type}`), 0),
    minFee: numberOf(read(`fee_min_${type}`), 0),
    warningPct: numberOf(read('margin_warning_pct'), 50),
    liquidationPct: numberOf(read('liquidation_pct'), 80),
  };
}

/** Basis points as a percentage text: 10 → "0.10%". */
export function bpsText(bps: number): string {
  return `${(bps / 100).toFixed(2)}%`;
}

import type { Currency } from '@kabuto/shared/money';
import { CURRENCY_SCALE, MAX_OPERATION_MINOR_UNITS } from '@kabuto/shared/money';
import type { Board, Market } from './instrument-types.ts';

/**
 * Exchange price rules. Prices inside the engine are integers in 1/10,000 of the currency unit
 * (`_e4`), so ticks and limits are exact.
 */
export const PRICE_SCALE = 10_000;

/** JPX tick sizes by price band: the standard table. */
const JPX_TICKS: readonly [upTo: number, tick: number][] = [
  [3_000, 1],
  [5_000, 5],
  [30_000, 10],
  [50_000, 50],
  [300_000, 100],
  [500_000, 500],
  [3_000_000, 1_000],
  [5_000_000, 5_000],
  [30_000_000, 10_000],
  [50_000_000, 50_000],
  [Infinity, 100_000],
];

/** The finer JPX table for TOPIX 100 constituents. */
const JPX_TICKS_TOPIX100: readonly [upTo: number, tick: number][] = [
  [1_000, 0.1],
  [3_000, 0.5],
  [10_000, 1],
  [30_000, 5],
  [100_000, 10],
  [300_000, 50],
  [1_000_000, 100],
  [3_000_000, 500],
  [10_000_000, 1_000],
  [30_000_000, 5_000],
  [Infinity, 10_000],
];

/**
 * TOPIX 100 constituents among our instruments (the October 2025 review; Nissan Motor and Tokyo
 * Electric Power are taken as outside it). They trade on the finer tick table.
 */
export const TOPIX_100: ReadonlySet<string> = new Set(
  // prettier-ignore
  [
    '7203', '6758', '9984', '6861', '8306', '9432', '6501', '8035', '9983', '4063', '7974', '6098',
    '4502', '8058', '8001', '6902', '7267', '6367', '4519', '8766', '9433', '6954', '7741', '4568',
    '6981', '8031', '8316', '8411', '6273', '4661', '2914', '6594', '6702', '7733', '6723', '4543',
    '6503', '7011', '5108', '2802', '4452', '3382', '9020', '8802', '8801', '5401', '6178', '8591',
    '6146', '6857', '4901', '7751', '6752', '7269', '9101', '1605',
  ],
);

/** JPX daily price limits (値幅制限) by the base price (previous close). */
const JPX_LIMITS: readonly [below: number, limit: number][] = [
  [100, 30],
  [200, 50],
  [500, 80],
  [700, 100],
  [1_000, 150],
  [1_500, 300],
  [2_000, 400],
  [3_000, 500],
  [5_000, 700],
  [7_000, 1_000],
  [10_000, 1_500],
  [15_000, 3_000],
  [20_000, 4_000],
  [30_000, 5_000],
  [50_000, 7_000],
  [70_000, 10_000],
  [100_000, 15_000],
  [150_000, 30_000],
  [200_000, 40_000],
  [300_000, 50_000],
  [500_000, 70_000],
  [700_000, 100_000],
  [1_000_000, 150_000],
  [1_500_000, 300_000],
  [2_000_000, 400_000],
  [3_000_000, 500_000],
  [5_000_000, 700_000],
  [7_000_000, 1_000_000],
  [10_000_000, 1_500_000],
  [15_000_000, 3_000_000],
  [20_000_000, 4_000_000],
  [30_000_000, 5_000_000],
  [50_000_000, 7_000_000],
  [Infinity, 10_000_000],
];

/**
 * Tick size in e4 units for a price in e4 units. With the instrument's code, TOPIX 100
 * constituents get the finer JPX table; without it, the standard table applies.
 */
export function tickSize_e4(market: Market, price_e4: number, code?: string): number {
  if (market === 'JP') {
    const yen = price_e4 / PRICE_SCALE;
    const table = code !== undefined && TOPIX_100.has(code) ? JPX_TICKS_TOPIX100 : JPX_TICKS;
    for (const [upTo, tick] of table) if (yen <= upTo) return Math.round(tick * PRICE_SCALE);
    return 100_000 * PRICE_SCALE;
  }
  if (market === 'US' && price_e4 < PRICE_SCALE) return 1; // $0.0001 below $1
  return 100; // 0.01 yuan / cent
}

/** Rounds a price (in currency units) to the nearest valid tick, as e4 units; never below one tick. */
export function toTick_e4(market: Market, price: number, code?: string): number {
  const raw = Math.round(price * PRICE_SCALE);
  const tick = tickSize_e4(market, raw, code);
  return Math.max(tick, Math.round(raw / tick) * tick);
}

export function isOnTick(market: Market, price_e4: number, code?: string): boolean {
  return price_e4 > 0 && price_e4 % tickSize_e4(market, price_e4, code) === 0;
}

export interface PriceLimits {
  up_e4: number;
  down_e4: number;
}

/** Daily limits from the previous close; `null` where the market has none (US). */
export function priceLimits(
  market: Market,
  board: Board,
  prevClose_e4: number,
): PriceLimits | null {
  if (market === 'US') return null;
  if (market === 'JP') {
    const yen = prevClose_e4 / PRICE_SCALE;
    let limit = 10_000_000;
    for (const [below, l] of JPX_LIMITS) {
      if (yen < below) {
        limit = l;
        break;
      }
    }
    const limit_e4 = limit * PRICE_SCALE;
    return {
      up_e4: prevClose_e4 + limit_e4,
      down_e4: Math.max(PRICE_SCALE, prevClose_e4 - limit_e4),
    };
  }
  // China: ±10% main board, ±20% STAR Market and ChiNext, rounded half up to 0.01 yuan.
  const pct = board === 'star' || board === 'chinext' ? 20 : 10;
  const roundCent = (e4: number) => Math.floor((e4 + 50) / 100) * 100;
  return {
    up_e4: roundCent((prevClose_e4 * (100 + pct)) / 100),
    down_e4: roundCent((prevClose_e4 * (100 - pct)) / 100),
  };
}

export function clampToLimits(price_e4: number, limits: PriceLimits | null): number {
  if (!limits) return price_e4;
  return Math.min(limits.up_e4, Math.max(limits.down_e4, price_e4));
}

/** Price text for the API: two decimals, four below one unit (US sub-dollar ticks). */
export function priceText(price_e4: number): string {
  const places = Math.abs(price_e4) < PRICE_SCALE && price_e4 % 100 !== 0 ? 4 : 2;
  const negative = price_e4 < 0;
  const abs = Math.abs(price_e4);
  const whole = Math.floor(abs / PRICE_SCALE);
  const frac = String(abs % PRICE_SCALE)
    .padStart(4, '0')
    .slice(0, places);
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** price (e4) × quantity in minor units of `currency`, rounded half up, exactly. */
export function valueMinor(price_e4: number, quantity: number, currency: Currency): number {
  const scaled = BigInt(price_e4) * BigInt(quantity) * 10n ** BigInt(CURRENCY_SCALE[currency]);
  const value = (scaled + BigInt(PRICE_SCALE / 2)) / BigInt(PRICE_SCALE);
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error('order value out of range');
  return n;
}

/**
 * Whether `price_e4` × `quantity` stays within the limit of one operation
 * (`MAX_OPERATION_MINOR_UNITS`): checked before any figure of an order or an
 * offer is computed from them.
 */
export function valueWithinLimit(price_e4: number, quantity: number, currency: Currency): boolean {
  if (!Number.isSafeInteger(price_e4) || !Number.isSafeInteger(quantity)) return false;
  const scaled = BigInt(price_e4) * BigInt(quantity) * 10n ** BigInt(CURRENCY_SCALE[currency]);
  return scaled <= BigInt(MAX_OPERATION_MINOR_UNITS) * BigInt(PRICE_SCALE);
}

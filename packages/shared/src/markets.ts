/**
 * The one table of the three trading markets: market code, market type (the API's `type`
 * parameter and session key `stock`), cash currency, exchanges, time zone, and the names of the
 * settings that hold each market's trading terms. Every app looks a market up here; none keeps
 * its own map between codes, types and currencies.
 */
import type { SettingName } from './settings.ts';

export const MARKET_TYPES = ['jpy', 'usd', 'cny'] as const;
export type MarketType = (typeof MARKET_TYPES)[number];
export const DEFAULT_MARKET_TYPE: MarketType = 'jpy';

export const MARKET_CODES = ['JP', 'US', 'CN'] as const;
export type MarketCode = (typeof MARKET_CODES)[number];

/** The cash currencies of the markets (the platform knows more currencies for exchange). */
export const MARKET_CURRENCIES = ['JPY', 'USD', 'CNY'] as const;
export type MarketCurrency = (typeof MARKET_CURRENCIES)[number];

export interface Market {
  readonly code: MarketCode;
  readonly type: MarketType;
  readonly currency: MarketCurrency;
  /** ISO 10383 operating MICs of the market's exchanges. */
  readonly exchanges: readonly string[];
  /** IANA time zone the exchanges trade in. */
  readonly timeZone: string;
  /** Settings holding this market's trading terms and funding limits. */
  readonly settings: {
    readonly leverage: MarketSetting<'leverage_'>;
    readonly purchaseFeeBps: MarketSetting<'fee_purchase_bps_'>;
    readonly sellFeeBps: MarketSetting<'fee_sell_bps_'>;
    readonly stampDutyBps: MarketSetting<'stamp_duty_bps_'>;
    readonly minFee: MarketSetting<'fee_min_'>;
    readonly withdrawalMin: MarketSetting<'withdrawal_min_'>;
  };
}

/** The per-market settings named `<prefix><market type>`, as the settings schema declares them. */
type MarketSetting<Prefix extends string> = Extract<SettingName, `${Prefix}${MarketType}`>;

export const MARKETS: Readonly<Record<MarketType, Market>> = {
  jpy: {
    code: 'JP',
    type: 'jpy',
    currency: 'JPY',
    exchanges: ['XTKS'],
    timeZone: 'Asia/Tokyo',
    settings: {
      leverage: 'leverage_jpy',
      purchaseFeeBps: 'fee_purchase_bps_jpy',
      sellFeeBps: 'fee_sell_bps_jpy',
      stampDutyBps: 'stamp_duty_bps_jpy',
      minFee: 'fee_min_jpy',
      withdrawalMin: 'withdrawal_min_jpy',
    },
  },
  usd: {
    code: 'US',
    type: 'usd',
    currency: 'USD',
    exchanges: ['XNYS', 'XNAS'],
    timeZone: 'America/New_York',
    settings: {
      leverage: 'leverage_usd',
      purchaseFeeBps: 'fee_purchase_bps_usd',
      sellFeeBps: 'fee_sell_bps_usd',
      stampDutyBps: 'stamp_duty_bps_usd',
      minFee: 'fee_min_usd',
      withdrawalMin: 'withdrawal_min_usd',
    },
  },
  cny: {
    code: 'CN',
    type: 'cny',
    currency: 'CNY',
    exchanges: ['XSHG', 'XSHE'],
    timeZone: 'Asia/Shanghai',
    settings: {
      leverage: 'leverage_cny',
      purchaseFeeBps: 'fee_purchase_bps_cny',
      sellFeeBps: 'fee_sell_bps_cny',
      stampDutyBps: 'stamp_duty_bps_cny',
      minFee: 'fee_min_cny',
      withdrawalMin: 'withdrawal_min_cny',
    },
  },
};

export function isMarketType(value: unknown): value is MarketType {
  return typeof value === 'string' && (MARKET_TYPES as readonly string[]).includes(value);
}

export function isMarketCode(value: unknown): value is MarketCode {
  return typeof value === 'string' && (MARKET_CODES as readonly string[]).includes(value);
}

export function isMarketCurrency(value: unknown): value is MarketCurrency {
  return typeof value === 'string' && (MARKET_CURRENCIES as readonly string[]).includes(value);
}

const BY_CODE = new Map<string, Market>(Object.values(MARKETS).map((m) => [m.code, m]));
const BY_CURRENCY = new Map<string, Market>(Object.values(MARKETS).map((m) => [m.currency, m]));

/** The market of a market code (undefined for codes of quote-only markets, such as KR). */
export function marketOfCode(code: MarketCode): Market;
export function marketOfCode(code: string): Market | undefined;
export function marketOfCode(code: string): Market | undefined {
  return BY_CODE.get(code);
}

/** The market whose cash currency `currency` is (undefined for exchange-only currencies). */
export function marketOfCurrency(currency: MarketCurrency): Market;
export function marketOfCurrency(currency: string): Market | undefined;
export function marketOfCurrency(currency: string): Market | undefined {
  return BY_CURRENCY.get(currency);
}

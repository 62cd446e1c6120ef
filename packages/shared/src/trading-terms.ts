/**
 * The trading terms of a market and the order rules both sides enforce, read the same way by
 * the server (from its typed settings) and by the customer app (from the published
 * `common/config` text). One unit convention: the minimum fee is in minor units of the market's
 * cash currency; screens convert it only to show it.
 *
 * Free of zod (it imports the settings module for types only), so the customer app's
 * production bundle can use it.
 */
import type { MarketType } from './markets.ts';
import { MARKETS } from './markets.ts';
import { CURRENCY_SCALE } from './money.ts';
import type { SettingValue } from './settings.ts';

/** The most lots (shares) one order takes. */
export const MAX_LOTS = 10_000_000;

/** The trading terms of a market, from settings, shown to the customer before every order. */
export interface TradingTerms {
  readonly leverages: readonly number[];
  readonly purchaseFeeBps: number;
  readonly sellFeeBps: number;
  readonly stampDutyBps: number;
  /** Minimum fee per order, minor units of the market's cash currency. */
  readonly minFee: number;
  readonly warningPct: number;
  readonly liquidationPct: number;
  readonly maxPendingOrders: number;
}

/** The settings the terms of a market are read from. */
export type TermSetting =
  | (typeof MARKETS)[MarketType]['settings'][
      'leverage' | 'purchaseFeeBps' | 'sellFeeBps' | 'stampDutyBps' | 'minFee']
  | 'margin_warning_pct'
  | 'liquidation_pct'
  | 'max_pending_orders';

/** Reads one setting as its typed value (money settings in minor units). */
export type TermReader = <N extends TermSetting>(name: N) => SettingValue<N>;

/** The terms of `type`'s market, read through `read`. */
export function tradingTermsOf(read: TermReader, type: MarketType): TradingTerms {
  const names = MARKETS[type].settings;
  return Object.freeze({
    leverages: Object.freeze([...read(names.leverage)]),
    purchaseFeeBps: read(names.purchaseFeeBps),
    sellFeeBps: read(names.sellFeeBps),
    stampDutyBps: read(names.stampDutyBps),
    minFee: read(names.minFee),
    warningPct: read('margin_warning_pct'),
    liquidationPct: read('liquidation_pct'),
    maxPendingOrders: read('max_pending_orders'),
  });
}

const WHOLE = /^(0|[1-9]\d*)$/;
const LEVERAGES = /^[1-9]\d*(,[1-9]\d*)*$/;

/** A whole number as the settings' integer rule writes it, or undefined. */
function wholeOf(text: string): number | undefined {
  return WHOLE.test(text) ? Number(text) : undefined;
}

/** An amount with up to `decimals` decimals (the money rule), in minor units, or undefined. */
function minorOf(text: string, decimals: number): number | undefined {
  const [whole = '', fraction = '', ...rest] = text.split('.');
  if (rest.length || !WHOLE.test(whole)) return undefined;
  if (
    text.includes('.') &&
    (decimals === 0 || !/^\d+$/.test(fraction) || fraction.length > decimals)
  )
    return undefined;
  return Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
}

/** Leverage choices "1,2,3,5": ascending whole numbers, or undefined. */
function leveragesOf(text: string): number[] | undefined {
  if (!LEVERAGES.test(text)) return undefined;
  const list = text.split(',').map(Number);
  return list.every((v, i) => i === 0 || v > list[i - 1]!) ? list : undefined;
}

/**
 * The terms as the site publishes them (`common/config` name/value text), or undefined while a
 * value is missing or unreadable. The server checks every value against its setting's rule
 * (packages/shared/src/settings.ts) before storing it; the range itself is the server's to
 * enforce, so only the form is read here.
 */
export function publishedTradingTerms(
  published: (name: string) => string | undefined,
  type: MarketType,
): TradingTerms | undefined {
  const market = MARKETS[type];
  const text = (name: TermSetting) => published(name) ?? '';
  const values = new Map<TermSetting, unknown>();
  const names: TermSetting[] = [
    market.settings.purchaseFeeBps,
    market.settings.sellFeeBps,
    market.settings.stampDutyBps,
    'margin_warning_pct',
    'liquidation_pct',
    'max_pending_orders',
  ];
  for (const name of names) values.set(name, wholeOf(text(name)));
  values.set(market.settings.leverage, leveragesOf(text(market.settings.leverage)));
  values.set(
    market.settings.minFee,
    minorOf(text(market.settings.minFee), CURRENCY_SCALE[market.currency]),
  );
  if ([...values.values()].some((value) => value === undefined)) return undefined;
  const read: TermReader = (name) => values.get(name) as SettingValue<typeof name>;
  return tradingTermsOf(read, type);
}

/** Basis points as a percentage text: 10 → "0.10%". */
export function bpsText(bps: number): string {
  return `${(bps / 100).toFixed(2)}%`;
}

import type { Currency } from '@kabuto/shared/money';
import type { OrderConditions, OrderPreview, PriceType } from '@kabuto/shared/contracts/trading';
import type { MarketCode, MarketType } from '@kabuto/shared/markets';
import type { TradingTerms } from '@kabuto/shared/trading-terms';
import { tradingTermsOf } from '@kabuto/shared/trading-terms';
import { CURRENCY_SCALE, formatMoney } from '@kabuto/shared/money';
import type { Db, Tx } from '../../db/transaction.ts';
import type { Settings } from '../site/service.ts';
import { allSettings } from '../site/service.ts';
import { PRICE_SCALE, priceText, tickSize_e4, valueMinor } from '../market/price-rules.ts';

/** The terms of a market: one shape and one reader for the server and the customer app. */
export type { TradingTerms };

/** Terms read on every order: worked out once per settings snapshot and market. */
const termsBySnapshot = new WeakMap<Settings, Map<MarketType, TradingTerms>>();

export async function tradingTerms(db: Db | Tx, type: MarketType): Promise<TradingTerms> {
  const settings = await allSettings(db);
  let byMarket = termsBySnapshot.get(settings);
  if (!byMarket) {
    byMarket = new Map();
    termsBySnapshot.set(settings, byMarket);
  }
  let terms = byMarket.get(type);
  if (!terms) {
    terms = termsOf(settings, type);
    byMarket.set(type, terms);
  }
  return terms;
}

/** `minFee` is in minor units of the market's cash currency, as its setting is read. */
function termsOf(settings: Settings, type: MarketType): TradingTerms {
  return tradingTermsOf((name) => settings.get(name), type);
}

/** A fee of `bps` basis points on `amount`, rounded up, never below `min` (when the rate > 0). */
export function feeMinor(amount: number, bps: number, min: number): number {
  if (bps <= 0) return 0;
  return Math.max(min, Math.ceil((amount * bps) / 10_000));
}

/** The part of the cost the customer puts up: cost ÷ leverage, rounded up. */
export function marginMinor(cost: number, leverage: number): number {
  return Math.ceil(cost / leverage);
}

/** Gross P&L in minor units of closing `quantity` at `exit_e4`. */
export function grossPnlMinor(
  direction: 'long' | 'short',
  entry_e4: number,
  exit_e4: number,
  quantity: number,
  currency: Currency,
): number {
  const diff = direction === 'long' ? exit_e4 - entry_e4 : entry_e4 - exit_e4;
  const sign = diff < 0 ? -1 : 1;
  return sign * valueMinor(Math.abs(diff), quantity, currency);
}

/**
 * The price at which the loss reaches the liquidation share of the margin (fees aside):
 * long: entry − margin × pct / quantity; short: entry + the same.
 */
export function liquidationPrice_e4(
  direction: 'long' | 'short',
  entry_e4: number,
  margin: number,
  quantity: number,
  liquidationPct: number,
  currency: Currency,
): number {
  const lossPerShare_e4 = Math.floor(
    ((margin * liquidationPct) / 100 / quantity) * (PRICE_SCALE / 10 ** CURRENCY_SCALE[currency]),
  );
  return direction === 'long'
    ? Math.max(0, entry_e4 - lossPerShare_e4)
    : entry_e4 + lossPerShare_e4;
}

/** A liquidation price on a valid tick: down for a long position, up for a short one. */
function onTick(
  market: MarketCode | undefined,
  direction: 'long' | 'short',
  price_e4: number,
): number {
  if (!market || price_e4 <= 0) return Math.max(0, price_e4);
  const tick = tickSize_e4(market, price_e4);
  return direction === 'long'
    ? Math.floor(price_e4 / tick) * tick
    : Math.ceil(price_e4 / tick) * tick;
}

export function preview(
  input: {
    market?: MarketCode;
    code: string;
    direction: 'long' | 'short';
    priceType: PriceType;
    price_e4: number;
    num: number;
    leverage: number;
    currency: Currency;
  },
  terms: TradingTerms,
): Omit<OrderPreview, keyof OrderConditions> & {
  costMinor: number;
  marginMinor: number;
  feeMinor: number;
} {
  const cost = valueMinor(input.price_e4, input.num, input.currency);
  const margin = marginMinor(cost, input.leverage);
  const purchaseFee = feeMinor(cost, terms.purchaseFeeBps, terms.minFee);
  const sellingFee = feeMinor(cost, terms.sellFeeBps, terms.minFee);
  const stampDuty = feeMinor(cost, terms.stampDutyBps, 0);
  const m = (v: number) => formatMoney(v, input.currency);
  return {
    code: input.code,
    direction: input.direction,
    price_type: input.priceType,
    price: priceText(input.price_e4),
    num: input.num,
    leverage: input.leverage,
    currency: input.currency,
    cost: m(cost),
    margin: m(margin),
    purchase_fee: m(purchaseFee),
    selling_fee: m(sellingFee),
    stamp_duty: m(stampDuty),
    total: m(margin + purchaseFee),
    liquidation_price: priceText(
      onTick(
        input.market,
        input.direction,
        liquidationPrice_e4(
          input.direction,
          input.price_e4,
          margin,
          input.num,
          terms.liquidationPct,
          input.currency,
        ),
      ),
    ),
    warning_pct: terms.warningPct,
    liquidation_pct: terms.liquidationPct,
    leverages: [...terms.leverages],
    costMinor: cost,
    marginMinor: margin,
    feeMinor: purchaseFee,
  };
}

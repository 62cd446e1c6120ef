import type { BlockPurchaseRow } from '@kabuto/shared/contracts/blocks';
import type {
  ClosedStockRow,
  HeldStockRow,
  NewStockRow,
  ProductRow,
  WithdrawalRow,
} from '@kabuto/shared/contracts/account';
import { positionDirection } from '@kabuto/shared/contracts/account';
import type { Currency } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import { formatMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import type { Language } from '@kabuto/shared/catalogue';
import type { Position } from '../positions/service.ts';
import { POSITION, customerPositions } from '../positions/service.ts';
import { grossPnlMinor } from '../trading/service.ts';
import { priceText } from '../market/price-rules.ts';
import { latestPurchases } from '../blocks/service.ts';
import { latestFollows } from '../copy/service.ts';
import { withdrawalHistory } from '../funding/service.ts';
import { latestSubscriptions } from '../ipo/service.ts';

/**
 * The rows behind the account panel (SPEC §7), read from the database for the market type's
 * currency. Statuses follow SPEC §4: new-stock status 1 and the others' status 0 are frozen.
 */

/** Most recent first; the panel shows at most this many of each kind. */
export const PANEL_ROW_LIMIT = 300;

export async function newStockRows(ctx: AppContext, customerId: number, type: MarketType) {
  const currency = MARKETS[type].currency;
  const rows = await latestSubscriptions(ctx.db, customerId, currency, PANEL_ROW_LIMIT);
  return rows.map((r): NewStockRow => ({
    id: r.id,
    status: r.status,
    rjmoney: r.frozen_amount === 0 ? '-' : formatMoney(r.frozen_amount, currency),
  }));
}

export async function withdrawalRows(
  ctx: AppContext,
  customerId: number,
  type: MarketType,
  language: Language,
): Promise<WithdrawalRow[]> {
  const currency = MARKETS[type].currency;
  return withdrawalHistory(ctx.db, customerId, currency, PANEL_ROW_LIMIT, language);
}

export async function productRows(ctx: AppContext, customerId: number, type: MarketType) {
  const currency = MARKETS[type].currency;
  const rows = await latestFollows(ctx.db, customerId, currency, PANEL_ROW_LIMIT);
  return rows.map((r): ProductRow => ({
    id: r.id,
    status: r.status,
    money: formatMoney(r.amount, currency),
  }));
}

export async function stockCreditRows(ctx: AppContext, customerId: number, type: MarketType) {
  const currency = MARKETS[type].currency;
  const rows = await latestPurchases(ctx.db, customerId, currency, PANEL_ROW_LIMIT);
  return rows.map((r): BlockPurchaseRow => ({
    id: r.id,
    status: r.status as BlockPurchaseRow['status'],
    credit: formatMoney(r.credit, currency),
    code: r.code,
    quantity: r.quantity,
    price: r.price_e4 === null ? null : priceText(r.price_e4),
    lock_days: r.lock_days,
    created_at: r.created_at,
  }));
}

/** The price an open position is marked at: the live one, or a day's close (insight). */
export type MarkPrice = (code: string) => number | undefined;

function positionRow(
  ctx: AppContext,
  r: Position,
  currency: Currency,
  language: Language,
  markPrice: MarkPrice = (code) => ctx.market.quote(code)?.price_e4,
): Omit<HeldStockRow, 'direction' | 'opened_at' | 'stop_loss' | 'take_profit'> {
  // Held positions are marked at the live price; closed ones show their exit and realised result.
  const inst = ctx.market.instrument(r.code);
  const live = r.status === POSITION.closed ? undefined : markPrice(r.code);
  const nowprice_e4 = r.sell_price_e4 ?? live ?? r.buy_price_e4;
  const pnlMinor =
    r.status === POSITION.closed
      ? (r.realised_pnl ?? 0)
      : grossPnlMinor(
          r.direction === 'short' ? 'short' : 'long',
          r.buy_price_e4,
          nowprice_e4,
          r.quantity,
          currency,
        );
  return {
    id: r.id,
    code: r.code,
    name: inst?.name[language] ?? r.name,
    status: r.status,
    nowprice: priceText(nowprice_e4),
    stock_num: r.quantity,
    buy_price: priceText(r.buy_price_e4),
    yingkui: formatMoney(pnlMinor, currency),
    leverage: r.leverage,
    margin: formatMoney(r.margin, currency),
  };
}

export async function heldStockRows(
  ctx: AppContext,
  customerId: number,
  type: MarketType,
  language: Language = 'jp',
) {
  const currency = MARKETS[type].currency;
  const rows = await customerPositions(ctx.db, {
    customerId,
    currency,
    open: true,
    limit: PANEL_ROW_LIMIT,
  });
  return heldRowsOf(ctx, rows, currency, language);
}

/**
 * Open positions as held-stock rows, marked at `markPrice` (the live price unless given): the
 * panel's rows, and the same rows at a past close for the daily account values.
 */
export function heldRowsOf(
  ctx: AppContext,
  rows: readonly Position[],
  currency: Currency,
  language: Language,
  markPrice?: MarkPrice,
): HeldStockRow[] {
  return rows.map((r): HeldStockRow => ({
    ...positionRow(ctx, r, currency, language, markPrice),
    direction: positionDirection.parse(r.direction),
    opened_at: r.opened_at,
    stop_loss: r.stop_loss_e4 === null ? null : priceText(r.stop_loss_e4),
    take_profit: r.take_profit_e4 === null ? null : priceText(r.take_profit_e4),
  }));
}

export async function closedStockRows(
  ctx: AppContext,
  customerId: number,
  type: MarketType,
  language: Language = 'jp',
) {
  const currency = MARKETS[type].currency;
  const rows = await customerPositions(ctx.db, {
    customerId,
    currency,
    open: false,
    limit: PANEL_ROW_LIMIT,
  });
  return rows.map((r): ClosedStockRow => ({
    ...positionRow(ctx, r, currency, language),
    sell_price: priceText(r.sell_price_e4 ?? r.buy_price_e4),
    direction: positionDirection.parse(r.direction),
    opened_at: r.opened_at,
    closed_at: r.closed_at,
    close_reason: r.close_reason,
  }));
}

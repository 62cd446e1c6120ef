import type {
  ClosedStockRow,
  HeldStockRow,
  NewStockRow,
  ProductRow,
  StockCreditRow,
  WithdrawalRow,
} from '@kabuto/shared/api';
import type { Currency, MarketType } from '@kabuto/shared/money';
import { MARKET_CURRENCY, formatMoney } from '@kabuto/shared/money';
import type { AppContext } from '../../context.ts';
import type { Selectable } from 'kysely';
import type { PositionsTable } from '../../db/schema.ts';

/**
 * The rows behind the account panel (SPEC §7), read from the database for the market type's
 * currency. Statuses follow SPEC §4: new-stock status 1 and the others' status 0 are frozen.
 */

/** Most recent first; the panel shows at most this many of each kind. */
export const PANEL_ROW_LIMIT = 300;

export const POSITION_STATUS = { holding: 0, closing: 1, closed: 2 } as const;

const PRICE_E4 = 10_000;

function priceText(price_e4: number): string {
  const whole = Math.trunc(price_e4 / PRICE_E4);
  const fraction = String(Math.abs(price_e4 % PRICE_E4)).padStart(4, '0');
  return `${price_e4 < 0 && whole === 0 ? '-' : ''}${whole}.${fraction}`.replace(
    /(\.\d\d\d*?)0+$/,
    '$1',
  );
}

export async function newStockRows(ctx: AppContext, customerId: number, type: MarketType) {
  const currency = MARKET_CURRENCY[type];
  const rows = await ctx.db
    .selectFrom('ipo_subscriptions')
    .select(['id', 'status', 'frozen_amount'])
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .orderBy('id', 'desc')
    .limit(PANEL_ROW_LIMIT)
    .execute();
  return rows.map((r): NewStockRow => ({
    id: r.id,
    status: r.status,
    rjmoney: r.frozen_amount === 0 ? '-' : formatMoney(r.frozen_amount, currency),
  }));
}

export async function withdrawalRows(ctx: AppContext, customerId: number, type: MarketType) {
  const currency = MARKET_CURRENCY[type];
  const rows = await ctx.db
    .selectFrom('withdrawals')
    .select(['id', 'status', 'amount', 'currency', 'created_at'])
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .orderBy('id', 'desc')
    .limit(PANEL_ROW_LIMIT)
    .execute();
  return rows.map((r): WithdrawalRow => ({
    id: r.id,
    status: r.status,
    money: formatMoney(r.amount, currency),
    currency: r.currency,
    created_at: r.created_at,
  }));
}

export async function productRows(ctx: AppContext, customerId: number, type: MarketType) {
  const currency = MARKET_CURRENCY[type];
  const rows = await ctx.db
    .selectFrom('product_follows')
    .select(['id', 'status', 'amount'])
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .orderBy('id', 'desc')
    .limit(PANEL_ROW_LIMIT)
    .execute();
  return rows.map((r): ProductRow => ({
    id: r.id,
    status: r.status,
    money: formatMoney(r.amount, currency),
  }));
}

export async function stockCreditRows(ctx: AppContext, customerId: number, type: MarketType) {
  const currency = MARKET_CURRENCY[type];
  const rows = await ctx.db
    .selectFrom('block_purchases')
    .select(['id', 'status', 'credit'])
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .orderBy('id', 'desc')
    .limit(PANEL_ROW_LIMIT)
    .execute();
  return rows.map((r): StockCreditRow => ({
    id: r.id,
    status: r.status,
    credit: formatMoney(r.credit, currency),
  }));
}

function positionRow(r: Selectable<PositionsTable>, currency: Currency): HeldStockRow {
  // Until live marks arrive with the market-data feature, a position is valued at its entry.
  const nowprice_e4 = r.sell_price_e4 ?? r.buy_price_e4;
  const sign = r.direction === 'short' ? -1 : 1;
  const pnlMinor =
    r.realised_pnl ?? Math.round(((nowprice_e4 - r.buy_price_e4) * r.quantity * sign) / PRICE_E4);
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    status: r.status,
    nowprice: priceText(nowprice_e4),
    stock_num: r.quantity,
    buy_price: priceText(r.buy_price_e4),
    yingkui: formatMoney(pnlMinor, currency),
    leverage: r.leverage,
    margin: formatMoney(r.margin, currency),
  };
}

export async function heldStockRows(ctx: AppContext, customerId: number, type: MarketType) {
  const currency = MARKET_CURRENCY[type];
  const rows = await ctx.db
    .selectFrom('positions')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .where('status', '=', POSITION_STATUS.holding)
    .orderBy('id', 'desc')
    .limit(PANEL_ROW_LIMIT)
    .execute();
  return rows.map((r) => positionRow(r, currency));
}

export async function closedStockRows(ctx: AppContext, customerId: number, type: MarketType) {
  const currency = MARKET_CURRENCY[type];
  const rows = await ctx.db
    .selectFrom('positions')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .where('status', '=', POSITION_STATUS.closed)
    .orderBy('id', 'desc')
    .limit(PANEL_ROW_LIMIT)
    .execute();
  return rows.map((r): ClosedStockRow => ({
    ...positionRow(r, currency),
    sell_price: priceText(r.sell_price_e4 ?? r.buy_price_e4),
  }));
}

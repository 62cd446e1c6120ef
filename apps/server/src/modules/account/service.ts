import type { BlockPurchaseRow } from '@kabuto/shared/contracts/blocks';
import type {
  ClosedStockRow,
  HeldStockRow,
  NewStockRow,
  ProductRow,
  WithdrawalRow,
} from '@kabuto/shared/api';
import type { Currency, MarketType } from '@kabuto/shared/money';
import { MARKET_CURRENCY, formatMoney } from '@kabuto/shared/money';
import type { AppContext } from '../../context.ts';
import type { Language } from '@kabuto/shared/catalogue';
import type { Position } from '../positions/service.ts';
import { POSITION, customerPositions } from '../positions/service.ts';
import { grossPnlMinor } from '../trading/rules.ts';
import { priceText } from '../market/price-rules.ts';

/**
 * The rows behind the account panel (SPEC §7), read from the database for the market type's
 * currency. Statuses follow SPEC §4: new-stock status 1 and the others' status 0 are frozen.
 */

/** Most recent first; the panel shows at most this many of each kind. */
export const PANEL_ROW_LIMIT = 300;

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
    .select(['id', 'status', 'amount', 'currency', 'created_at', 'reason', 'decided_at'])
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
    .selectFrom('block_purchases as b')
    .leftJoin('block_offers as o', 'o.id', 'b.offer_id')
    .select([
      'b.id',
      'b.status',
      'b.credit',
      'b.quantity',
      'b.created_at',
      'o.code',
      'o.price_e4',
      'o.lock_days',
    ])
    .where('b.customer_id', '=', customerId)
    .where('b.currency', '=', currency)
    .orderBy('b.id', 'desc')
    .limit(PANEL_ROW_LIMIT)
    .execute();
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

function positionRow(
  ctx: AppContext,
  r: Position,
  currency: Currency,
  language: Language,
): HeldStockRow {
  // Held positions are marked at the live price; closed ones show their exit and realised result.
  const inst = ctx.market.instrument(r.code);
  const live = r.status === POSITION.closed ? undefined : ctx.market.quote(r.code)?.price_e4;
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
  const currency = MARKET_CURRENCY[type];
  const rows = await customerPositions(ctx.db, {
    customerId,
    currency,
    open: true,
    limit: PANEL_ROW_LIMIT,
  });
  return rows.map((r) => ({
    ...positionRow(ctx, r, currency, language),
    direction: r.direction,
    opened_at: r.opened_at,
  }));
}

export async function closedStockRows(
  ctx: AppContext,
  customerId: number,
  type: MarketType,
  language: Language = 'jp',
) {
  const currency = MARKET_CURRENCY[type];
  const rows = await customerPositions(ctx.db, {
    customerId,
    currency,
    open: false,
    limit: PANEL_ROW_LIMIT,
  });
  return rows.map((r): ClosedStockRow => ({
    ...positionRow(ctx, r, currency, language),
    sell_price: priceText(r.sell_price_e4 ?? r.buy_price_e4),
    direction: r.direction,
    opened_at: r.opened_at,
    closed_at: r.closed_at,
    close_reason: r.close_reason,
  }));
}

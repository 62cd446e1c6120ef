/** Stock trading (SPEC §4 交易): preview, orders, cancel, close and one position's detail. */
import { z } from 'zod';
import {
  decimal,
  endpoint,
  form,
  id,
  instant,
  money,
  nonce,
  pageNumber,
  pageSize,
  rowId,
  text,
  wholeNumber,
} from '../contract.ts';
import { localisedName } from './market.ts';
import { ORDER_STATUSES, PRICE_TYPES, TIFS } from '../order-kinds.ts';

export const DIRECTIONS = ['long', 'short'] as const;
export const direction = z.enum(DIRECTIONS);
export type Direction = z.output<typeof direction>;
export const priceType = z.enum(PRICE_TYPES);
export type PriceType = z.output<typeof priceType>;
export const tif = z.enum(TIFS);
export type Tif = z.output<typeof tif>;
export const orderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.output<typeof orderStatus>;
/**
 * Why a position was closed: by the customer, by the risk engine, at a day-trading session's end,
 * or by one of its exits.
 */
export const CLOSE_REASONS = [
  'customer',
  'liquidation',
  'session_end',
  'stop_loss',
  'take_profit',
] as const;
export const closeReason = z.enum(CLOSE_REASONS);
export type CloseReason = z.output<typeof closeReason>;
/** A position's status: 0 holding, 1 preparing to close, 2 closed (SPEC §4). */
export const positionStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type PositionStatus = z.output<typeof positionStatus>;

/**
 * What waits with a resting order, shown before Confirm (preview) and after (order): the
 * trigger, the trailing distance, the time in force and when it ends, the exits.
 */
const orderConditions = {
  /** Stop and stop-limit: the trigger price; trailing: the trigger as it stands now. */
  trigger_price: decimal().nullable(),
  /** A trailing stop's distance as the customer gave it: `"50"` (an amount) or `"2%"`. */
  trailing: z.string().nullable(),
  tif,
  /** When a resting order expires; null for an order that fills at once. */
  expires_at: instant().nullable(),
  /** Exits attached to the position the order opens. */
  stop_loss: decimal().nullable(),
  take_profit: decimal().nullable(),
};
export type OrderConditions = z.output<z.ZodObject<typeof orderConditions>>;

/** What the order sheet shows before the customer confirms. Amounts in the order's currency. */
export const orderPreview = z.strictObject({
  code: z.string(),
  direction,
  price_type: priceType,
  /** The price the order is worked out at (the limit, or the bid/ask for a market order). */
  price: decimal(),
  /** Shares. */
  num: z.int().positive(),
  leverage: z.int().positive(),
  currency: z.string(),
  /** Price × shares. */
  cost: money(),
  /** The part of the cost the customer puts up: cost ÷ leverage. */
  margin: money(),
  purchase_fee: money(),
  /** The fee the close will cost at today's price. */
  selling_fee: money(),
  stamp_duty: money(),
  /** Margin + purchase fee: what leaves the cash balance. */
  total: money(),
  liquidation_price: decimal(),
  /** Loss, in percent of the margin, at which the customer is warned. */
  warning_pct: z.number(),
  /** Loss, in percent of the margin, at which the position is closed. */
  liquidation_pct: z.number(),
  /** The leverages the market offers. */
  leverages: z.array(z.int().positive()),
  ...orderConditions,
});
export type OrderPreview = z.output<typeof orderPreview>;

export const order = z.strictObject({
  id: rowId(),
  order_no: z.string(),
  code: z.string(),
  /** The instrument's names; null when it is no longer listed. */
  names: localisedName.nullable(),
  currency: z.string(),
  direction,
  price_type: priceType,
  /** The limit price; null for a market order. */
  price: decimal().nullable(),
  /** Shares. */
  num: z.int().positive(),
  leverage: z.int().positive(),
  status: orderStatus,
  fill_price: decimal().nullable(),
  position_id: rowId().nullable(),
  /** Catalogue key of why the order was rejected. */
  reason: z.string().nullable(),
  created_at: instant(),
  decided_at: instant().nullable(),
  ...orderConditions,
  /** A queued order: the session open it waits for (it is checked again and executed then). */
  queued_for: instant().nullable(),
});
export type Order = z.output<typeof order>;

/** Buying power on the order sheet: what an order like this can use, and its most shares. */
export const buyingPower = z.strictObject({
  code: z.string(),
  /** The order's currency: every amount below is in it. */
  currency: z.string(),
  direction,
  leverage: z.int().positive(),
  price_type: priceType,
  /** The price the order is valued at (the limit, or the bid/ask for a market order). */
  price: decimal(),
  /** The cash account. */
  cash: money(),
  /** What the pending limit orders would need when they fill (counted for limit and queued orders). */
  pending: money(),
  /** Cash less pending: what this order can put up. */
  available: money(),
  /** The most shares this order can be for: one more is refused. */
  max_quantity: z.int().nonnegative(),
  /** The market is shut: the order would be queued for this open. */
  queued_for: instant().nullable(),
});
export type BuyingPower = z.output<typeof buyingPower>;

export const closeResult = z.strictObject({
  position_id: rowId(),
  /** 2 closed now; 1 preparing to close (the market is shut: it closes at the next open). */
  status: positionStatus,
  /** Shares closed now (0 while preparing to close). */
  closed_quantity: z.int().nonnegative(),
});
export type CloseResult = z.output<typeof closeResult>;

/** Every figure of the position detail screen. Amounts in the position's currency. */
export const positionDetail = z.strictObject({
  id: rowId(),
  order_no: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  direction,
  status: positionStatus,
  /** Shares. */
  stock_num: z.int().nonnegative(),
  buy_price: decimal(),
  /** The exit price once closed, else the live price. */
  nowprice: decimal(),
  sell_price: decimal().nullable(),
  cost: money(),
  market_value: money(),
  leverage: z.int().positive(),
  margin: money(),
  buy_fee: money(),
  sell_fee: money().nullable(),
  stamp_duty: money().nullable(),
  /** Profit or loss: realised once closed, else gross at the live price. */
  yingkui: money(),
  buy_time: instant(),
  sell_time: instant().nullable(),
  /** Until when the position cannot be closed (IPO and block allocations). */
  lock_until: instant().nullable(),
  close_reason: closeReason.nullable(),
  /** Exits: the position closes at market when the price reaches one (one cancels the other). */
  stop_loss: decimal().nullable(),
  take_profit: decimal().nullable(),
});
export type PositionDetail = z.output<typeof positionDetail>;

const orderBody = () =>
  form({
    code: text(),
    /** Shares. */
    num: text(),
    direction: direction.default('long'),
    leverage: text(),
    price_type: priceType.default('market'),
    /** The limit price. */
    price: text(),
    nonce: nonce(),
    /** '1': funded by the approved day-trading amount; closed automatically at the session end. */
    intraday: text(),
    /** Stop and stop-limit: the price whose trade triggers the order. */
    trigger_price: text(),
    /** Trailing stop: the distance, an amount (`50`) or a percentage (`2%`). */
    trailing: text(),
    tif: tif.default('day'),
    /** Exits for the position the order opens (prices). */
    stop_loss: text(),
    take_profit: text(),
  });

export const tradingContracts = {
  'trade/preview': endpoint({
    summary: 'Cost, margin, fees, stamp duty and liquidation price before ordering',
    body: orderBody(),
    data: orderPreview,
  }),
  'trade/buy': endpoint({
    summary: 'Place an order (long or short; market or limit); `nonce` makes it idempotent',
    body: orderBody(),
    data: order,
  }),
  'trade/orders': endpoint({
    summary: 'Orders, newest first, by status and price type, a page at a time',
    body: form({
      status: orderStatus.optional(),
      type: priceType.optional(),
      page: pageNumber(),
      size: pageSize(20, 300),
    }),
    data: z.array(order),
  }),
  'trade/cancel': endpoint({
    summary: 'Cancel a pending or queued order (a queued one returns what it held)',
    body: form({ id: id().optional() }),
    data: order,
  }),
  'trade/sell': endpoint({
    summary: 'Close a position (waits for the open when the market is closed)',
    body: form({ id: id().optional() }),
    data: closeResult,
  }),
  'trade/setexit': endpoint({
    summary: "Set or clear a position's stop-loss and take-profit (empty clears one)",
    body: form({ id: id().optional(), stop_loss: text(), take_profit: text() }),
    data: positionDetail,
  }),
  'trade/position': endpoint({
    summary: 'One position with every figure of the detail screen',
    body: form({ id: wholeNumber().default(0) }),
    data: positionDetail,
  }),
  'trade/buyingpower': endpoint({
    summary: 'Buying power for an order: cash, available and the most shares, in its currency',
    body: form({
      code: text(),
      direction: direction.default('long'),
      leverage: text(),
      price_type: priceType.default('market'),
      price: text(),
    }),
    data: buyingPower,
  }),
};

/**
 * The account panel's lists (SPEC §7), each for the market type's currency. Statuses follow
 * SPEC §4: new-stock status 1 and the others' status 0 count toward frozen assets.
 */
import { z } from 'zod';
import { decimal, endpoint, instant, money, rowId, typeOnly } from '../contract.ts';
import { WITHDRAWAL_REJECT_REASONS } from '../withdrawal-reasons.ts';

/** A row of trade/usernewstocklist. */
export const newStockRow = z.strictObject({
  id: rowId(),
  /** 1 counts toward frozen assets. */
  status: z.int(),
  /** The money frozen for the subscription, `-` when none. */
  rjmoney: z.union([money(), z.literal('-')]),
});
export type NewStockRow = z.output<typeof newStockRow>;

/** A row of user/withdrawallist. */
export const withdrawalRow = z.strictObject({
  id: rowId(),
  /** The order number the customer quotes (W and eight digits). */
  order_no: z.string(),
  /** 0 pending, 1 passed, 2 rejected. */
  status: z.int(),
  money: money(),
  currency: z.string(),
  created_at: instant(),
  decided_at: instant().nullable(),
  /** Why staff rejected it: a code of the list (withdrawal-reasons.ts), null when none. */
  reason_code: z.enum(WITHDRAWAL_REJECT_REASONS).nullable(),
  /** The reason in the customer's language (the code's text, with staff's note). */
  reason: z.string().nullable(),
  /** Staff's optional note to the code. */
  note: z.string().nullable(),
  /** The latest the money arrives (24:00 on the next working day); null once returned. */
  arrival_by: instant().nullable(),
});
export type WithdrawalRow = z.output<typeof withdrawalRow>;

/** A row of trade/userproductlist (copy-trading follows). */
export const productRow = z.strictObject({
  id: rowId(),
  /** 0 counts toward frozen assets. */
  status: z.int(),
  money: money(),
});
export type ProductRow = z.output<typeof productRow>;

/** A row of trade/ustockslist (block-trade purchases). */
export const stockCreditRow = z.strictObject({
  id: rowId(),
  /** 0 counts toward frozen assets. */
  status: z.int(),
  credit: money(),
  /** The offer's code, price and lock, null when the offer is gone. */
  code: z.string().nullable(),
  /** Shares bought (the column is nullable). */
  quantity: z.int().nullable(),
  price: decimal().nullable(),
  lock_days: z.int().nullable(),
  created_at: instant(),
});
export type StockCreditRow = z.output<typeof stockCreditRow>;

export const positionDirection = z.enum(['long', 'short']);

const positionFields = {
  id: rowId(),
  code: z.string(),
  name: z.string(),
  /** 0 held, 1 closing, 2 closed. */
  status: z.int(),
  /** The live price of a held position, the exit price of a closed one. */
  nowprice: decimal(),
  stock_num: z.int(),
  buy_price: decimal(),
  /** Floating (held) or realised (closed) profit and loss. */
  yingkui: money(),
  leverage: z.int(),
  margin: money(),
  direction: positionDirection,
  opened_at: instant(),
};

/** A row of trade/userstocklist, with its exits (stop-loss, take-profit; null: none). */
export const heldStockRow = z.strictObject({
  ...positionFields,
  stop_loss: decimal().nullable(),
  take_profit: decimal().nullable(),
});
export type HeldStockRow = z.output<typeof heldStockRow>;

/** A row of trade/userstocklists. */
export const closedStockRow = z.strictObject({
  ...positionFields,
  sell_price: decimal(),
  closed_at: instant().nullable(),
  close_reason: z.string().nullable(),
});
export type ClosedStockRow = z.output<typeof closedStockRow>;

export const accountContracts = {
  'trade/usernewstocklist': endpoint({
    summary: 'New-share subscriptions (status 1 is frozen)',
    body: typeOnly(),
    data: z.array(newStockRow),
  }),
  'user/withdrawallist': endpoint({
    summary: 'Withdrawals: 0 pending, 1 passed, 2 rejected',
    body: typeOnly(),
    data: z.array(withdrawalRow),
  }),
  'trade/userproductlist': endpoint({
    summary: 'Copy-trading follows (status 0 is frozen)',
    body: typeOnly(),
    data: z.array(productRow),
  }),
  'trade/ustockslist': endpoint({
    summary: 'Block-trade credits (status 0 is frozen)',
    body: typeOnly(),
    data: z.array(stockCreditRow),
  }),
  'trade/userstocklist': endpoint({
    summary: 'Held positions, with ccsz (holdings value) and fdyk (floating P&L)',
    body: typeOnly(),
    data: z.array(heldStockRow),
    extra: { ccsz: money(), fdyk: money() },
  }),
  'trade/userstocklists': endpoint({
    summary: 'Closed positions, with lsyk (realised P&L)',
    body: typeOnly(),
    data: z.array(closedStockRow),
    extra: { lsyk: money() },
  }),
};

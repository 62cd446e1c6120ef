/** Block trades (SPEC §7 大宗交易): offers and purchases. */
import { z } from 'zod';
import {
  dayOrInstant,
  endpoint,
  form,
  id,
  instant,
  marketType,
  marketTypeOrAll,
  money,
  nonce,
  rowId,
  text,
} from '../contract.ts';

export const blockOffer = z.strictObject({
  id: rowId(),
  code: z.string(),
  name: z.string(),
  market: z.enum(['JP', 'US', 'CN']),
  currency: z.string(),
  /** The block price per share. */
  price: money(),
  market_price: money().nullable(),
  /** How far below the market price the block is, in percent. */
  discount_pct: money().nullable(),
  /** Lots (one lot is one share). */
  min_lots: z.int().positive(),
  total_lots: z.int().positive(),
  remaining_lots: z.int().nonnegative(),
  /** The cost of the minimum purchase. */
  min_amount: money(),
  deadline: dayOrInstant(),
  lock_days: z.int().nonnegative(),
  /** A purchase needs the access key staff deliver as an in-app message. */
  needs_key: z.boolean(),
  open: z.boolean(),
});
export type BlockOffer = z.output<typeof blockOffer>;

/** Of a block purchase: 0 frozen (waiting for allocation at the deadline), 1 allocated. */
export const blockPurchaseStatus = z.union([z.literal(0), z.literal(1)]);

/** The answer to a purchase (also to a repeated one: the nonce names the first). */
export const blockPurchaseResult = z.strictObject({
  id: rowId(),
  status: blockPurchaseStatus,
  /** The frozen cost, in the offer's currency. */
  credit: money(),
});
export type BlockPurchaseResult = z.output<typeof blockPurchaseResult>;

/** A row of trade/dzorders (the same rows as the account panel's credit list). */
export const blockPurchaseRow = z.strictObject({
  id: rowId(),
  status: blockPurchaseStatus,
  /** The frozen cost, in the market's currency. */
  credit: money(),
  /** Null only if the offer is gone. */
  code: z.string().nullable(),
  /** Shares. */
  quantity: z.int().positive().nullable(),
  /** The block price per share. */
  price: money().nullable(),
  /** Days the allocated position stays locked. */
  lock_days: z.int().nonnegative().nullable(),
  created_at: instant(),
});
export type BlockPurchaseRow = z.output<typeof blockPurchaseRow>;

export const blockContracts = {
  'trade/dzlist': endpoint({
    summary: 'Block-trade offers, of one market or all',
    body: form({ type: marketTypeOrAll() }),
    data: z.array(blockOffer),
  }),
  'trade/dzbuy': endpoint({
    summary: 'Buy part of a block (key when the offer has one; fund password)',
    body: form({
      id: id().optional(),
      num: text(),
      key: text(),
      fund_password: text(),
      nonce: nonce(),
    }),
    data: blockPurchaseResult,
  }),
  'trade/dzorders': endpoint({
    summary: 'Your block purchases (same rows as ustockslist)',
    body: form({ type: marketType() }),
    data: z.array(blockPurchaseRow),
  }),
};

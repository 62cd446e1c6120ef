/** Block trades (SPEC §7 大宗交易): offers and purchases. */
import { z } from 'zod';
import { day, endpoint, form, marketTypeOrAll, money, instant, rowId } from '../contract.ts';

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
  deadline: z.union([instant(), day()]),
  lock_days: z.int().nonnegative(),
  /** A purchase needs the access key staff deliver as an in-app message. */
  needs_key: z.boolean(),
  open: z.boolean(),
});
export type BlockOffer = z.output<typeof blockOffer>;

export const blockContracts = {
  'trade/dzlist': endpoint({
    summary: 'Block-trade offers, of one market or all',
    body: form({ type: marketTypeOrAll() }),
    data: z.array(blockOffer),
  }),
};

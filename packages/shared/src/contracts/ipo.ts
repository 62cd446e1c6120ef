/** IPO subscriptions (SPEC §3 新股申购): offerings, the public lottery record, subscriptions. */
import { z } from 'zod';
import {
  dayOrInstant,
  decimal,
  endpoint,
  form,
  id,
  instant,
  marketTypeOrAll,
  money,
  rowId,
  text,
  wholeNumber,
} from '../contract.ts';
import { market } from './market.ts';

export const OFFERING_PHASES = ['upcoming', 'open', 'closed', 'drawn', 'listed'] as const;
export type OfferingPhase = (typeof OFFERING_PHASES)[number];
/** Prepaid: the money is frozen on subscribing; postpaid: the winner pays after the draw. */
export const OFFERING_MODES = ['prepaid', 'postpaid'] as const;
export type OfferingMode = (typeof OFFERING_MODES)[number];
/**
 * Every result of SPEC §4: subscribed (window open), waiting for the draw, won (prepaid: paid at
 * the draw), awaiting payment (pay-after-win, the cash covers it), subscription required
 * (pay-after-win, the cash does not cover it yet), paid, not won (funds returned), failed (the
 * customer could no longer trade at the draw: funds returned), abstained (not paid in time),
 * listed (the shares are a position).
 */
export const SUBSCRIPTION_RESULTS = [
  'subscribed',
  'waiting_draw',
  'won',
  'awaiting_payment',
  'subscription_required',
  'paid',
  'lost',
  'failed',
  'abstained',
  'listed',
] as const;
export type SubscriptionResult = (typeof SUBSCRIPTION_RESULTS)[number];

/** Every field of SPEC §3 "new-stock subscription". Prices in the offering's currency. */
export const offering = z.strictObject({
  id: rowId(),
  code: z.string(),
  /** In the language of the `lang` header. */
  name: z.string(),
  market,
  currency: z.string(),
  mode: z.enum(OFFERING_MODES),
  phase: z.enum(OFFERING_PHASES),
  /** The subscription price. */
  price: decimal(),
  provisional_price: decimal(),
  /** The underwriting price fixed at the draw; null before. */
  actual_price: decimal().nullable(),
  market_price: decimal().nullable(),
  /** Market price minus subscription price. */
  premium: decimal().nullable(),
  /** Price-earnings ratio as the prospectus states it. */
  per: z.string().nullable(),
  /** Shares offered. */
  quantity: z.int().positive(),
  /** Shares in one lot. */
  lot: z.int().positive(),
  /** Shares: one lot. */
  min_quantity: z.int().positive(),
  /** Shares: the most one customer may apply for. */
  upper_limit: z.int().positive(),
  max_lots: z.int().positive(),
  /** The cost of one lot at the subscription price. */
  lot_cost: money(),
  sponsor: z.string(),
  subscribe_start: dayOrInstant(),
  deadline: dayOrInstant(),
  draw_date: dayOrInstant(),
  pay_deadline: dayOrInstant(),
  listing_date: dayOrInstant(),
  distribution_date: dayOrInstant(),
  /** Number of applications. */
  applications: z.int().nonnegative(),
  /** Shares applied for. */
  applied_quantity: z.int().nonnegative(),
  /** Shares won; null before the draw. */
  winning_quantity: z.int().nonnegative().nullable(),
  /** Percent of the lots applied for that won; null before the draw. */
  winning_rate: decimal().nullable(),
  /** SHA-256 of the draw's seed, published when the offering opened. */
  seed_hash: z.string(),
  /** The seed, after the draw. */
  seed: z.string().nullable(),
});
export type Offering = z.output<typeof offering>;

export const subscription = z.strictObject({
  id: rowId(),
  offering_id: rowId(),
  code: z.string(),
  name: z.string(),
  mode: z.enum(OFFERING_MODES),
  /** 1 money committed (counted as frozen), 0 none yet, 2 ended. */
  status: z.int().nonnegative(),
  result: z.enum(SUBSCRIPTION_RESULTS),
  lots: z.int().nonnegative(),
  /** Shares applied for. */
  quantity: z.int().nonnegative(),
  won_lots: z.int().nonnegative().nullable(),
  /** Shares won. */
  won_quantity: z.int().nonnegative().nullable(),
  price: decimal(),
  /** Lots applied for × lot × price. */
  amount: money(),
  /** What a pay-after-win winner has to pay; null when nothing is due. */
  due: money().nullable(),
  /** The money committed now; '-' when none (SPEC §3). */
  rjmoney: z.union([money(), z.literal('-')]),
  currency: z.string(),
  pay_deadline: dayOrInstant(),
  listing_date: dayOrInstant(),
  /** The position the allotment became on listing day. */
  position_id: rowId().nullable(),
  created_at: instant(),
});
export type Subscription = z.output<typeof subscription>;

export const lotteryApplication = z.strictObject({
  /** The application's id. */
  application: rowId(),
  lots: z.int().nonnegative(),
  /** Null before the draw. */
  won_lots: z.int().nonnegative().nullable(),
  /** The customer could no longer trade at the draw: the application held no ticket. */
  failed: z.boolean(),
});
export type LotteryApplication = z.output<typeof lotteryApplication>;

/** What anyone needs to recompute an offering's draw. */
export const lotteryRecord = z.strictObject({
  offering_id: rowId(),
  /** How tickets are ranked, in words. */
  method: z.string(),
  seed_hash: z.string(),
  seed: z.string().nullable(),
  winning_lots: z.int().nonnegative(),
  applications: z.array(lotteryApplication),
});
export type LotteryRecord = z.output<typeof lotteryRecord>;

export const ipoContracts = {
  'trade/newstocklist': endpoint({
    summary: 'IPO offerings',
    body: form({ type: marketTypeOrAll() }),
    data: z.array(offering),
  }),
  'trade/newstockinfo': endpoint({
    summary: 'One offering with every field',
    body: form({ id: wholeNumber().default(0) }),
    data: offering,
  }),
  'trade/newstocklottery': endpoint({
    summary: 'Seed hash, seed (after the draw) and applications: recompute the winners yourself',
    body: form({ id: wholeNumber().default(0) }),
    data: lotteryRecord,
  }),
  'trade/newstockbuy': endpoint({
    summary: 'Subscribe (num = lots); once per offering',
    body: form({ id: id().optional(), num: text() }),
    data: subscription,
  }),
  'trade/newstockpay': endpoint({
    summary: 'Pay for a won pay-after-win allotment',
    body: form({ id: id().optional() }),
    data: subscription,
  }),
  'trade/newstockorders': endpoint({
    summary: 'Your subscriptions with results',
    body: form({ type: marketTypeOrAll() }),
    data: z.array(subscription),
  }),
};

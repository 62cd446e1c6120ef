/** Copy trading (SPEC §7 跟单): products on offer, following and redeeming. */
import { z } from 'zod';
import {
  day,
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

/** Net asset value per unit, six decimals (`"1.002345"`). */
const nav = () => decimal();

export const navPoint = z.strictObject({ date: day(), nav: nav() });
export type NavPoint = z.output<typeof navPoint>;

export const copyProduct = z.strictObject({
  id: rowId(),
  /** In the language of the `lang` header. */
  name: z.string(),
  issuer: z.string(),
  currency: z.string(),
  nav: nav(),
  /** The target daily income, percent. */
  expected_daily_income_pct: decimal(),
  /** The daily income the NAV history shows, percent. */
  realised_daily_income_pct: decimal(),
  /** The largest peak-to-trough fall of the NAV history, percent. */
  max_drawdown_pct: decimal(),
  /** Up to 90 days of NAV, oldest first. */
  history: z.array(navPoint),
  /** The smallest amount one may follow with, in the product's currency. */
  min_investment: money(),
  /** Following closes then. */
  deadline: dayOrInstant(),
  /** Days a follow stays locked before it can be redeemed. */
  lock_days: z.int().nonnegative(),
  on_shelf: z.boolean(),
  /** Customers following now. */
  followers: z.int().nonnegative(),
});
export type CopyProduct = z.output<typeof copyProduct>;

export const followResult = z.strictObject({
  id: rowId(),
  /** Units bought. */
  units: z.int().nonnegative(),
  /** The NAV they were bought at. */
  nav: nav(),
  locked_until: instant(),
});
export type FollowResult = z.output<typeof followResult>;

export const redeemResult = z.strictObject({
  id: rowId(),
  /** Paid back, in the product's currency. */
  amount: money(),
  /** Amount minus the principal. */
  profit: money(),
});
export type RedeemResult = z.output<typeof redeemResult>;

export const FOLLOW_STATES = ['following', 'locked', 'ended'] as const;
export type FollowState = (typeof FOLLOW_STATES)[number];

/** A follow, with its value now. Amounts in the product's currency. */
export const follow = z.strictObject({
  id: rowId(),
  product_id: rowId(),
  name: z.string(),
  issuer: z.string(),
  /** 0 following (counted as frozen), 2 ended. */
  status: z.int().nonnegative(),
  state: z.enum(FOLLOW_STATES),
  /** The principal. */
  money: money(),
  units: z.int().nonnegative(),
  /** Units × NAV now; the amount paid back once ended. */
  value: money(),
  daily_profit: money(),
  total_profit: money(),
  locked_until: instant().nullable(),
  created_at: instant(),
  currency: z.string(),
});
export type Follow = z.output<typeof follow>;

export const copyContracts = {
  'trade/productlist': endpoint({
    summary: 'Copy-trading products on offer',
    body: form({ type: marketTypeOrAll() }),
    data: z.array(copyProduct),
  }),
  'trade/productinfo': endpoint({
    summary: 'A product: NAV history, drawdown, target, terms',
    body: form({ id: wholeNumber().default(0) }),
    data: copyProduct,
  }),
  'trade/productbuy': endpoint({
    summary: 'Follow a product: buy units at NAV',
    /** `money`: the amount, in the product's currency. */
    body: form({ id: id().optional(), money: text() }),
    data: followResult,
  }),
  'trade/productredeem': endpoint({
    summary: 'Redeem units at NAV after the lock-up',
    body: form({ id: id().optional() }),
    data: redeemResult,
  }),
  'trade/followorders': endpoint({
    summary: 'Your follows with value, daily and total profit',
    body: form({ type: marketTypeOrAll() }),
    data: z.array(follow),
  }),
};

/** The back office's products: IPO offerings, block offers and copy-trading products. */
import { z } from 'zod';
import { MARKET_TYPES } from '../money.ts';
import { day, decimal, endpoint, id, instant, money, rowId } from '../contract.ts';
import { blockOffer } from './blocks.ts';
import { json, localisedAnswer, nothing, reason } from './admin.ts';

export const MARKETS = ['JP', 'US', 'CN'] as const;
export const IPO_MODES = ['prepaid', 'postpaid'] as const;
export const IPO_PHASES = ['upcoming', 'open', 'closed', 'drawn', 'listed'] as const;
export type IpoPhase = (typeof IPO_PHASES)[number];
export type IpoMode = (typeof IPO_MODES)[number];
export type IpoMarket = (typeof MARKETS)[number];

/** An offering as staff see it (names in English). */
export const adminOffering = z.strictObject({
  id: rowId(),
  code: z.string(),
  name: z.string(),
  market: z.enum(MARKETS),
  currency: z.string(),
  /** Prepaid: the cost is frozen at subscription; postpaid: winners pay after the draw. */
  mode: z.enum(IPO_MODES),
  phase: z.enum(IPO_PHASES),
  price: money(),
  provisional_price: money(),
  /** The price, once drawn. */
  actual_price: money().nullable(),
  market_price: money().nullable(),
  /** Market price minus offering price. */
  premium: money().nullable(),
  per: z.string().nullable(),
  quantity: z.int(),
  lot: z.int(),
  min_quantity: z.int(),
  upper_limit: z.int(),
  max_lots: z.int(),
  /** The cost of one lot. */
  lot_cost: money(),
  sponsor: z.string(),
  subscribe_start: instant(),
  /** The end of the subscription window. */
  deadline: instant(),
  draw_date: instant(),
  pay_deadline: instant(),
  listing_date: instant(),
  distribution_date: instant(),
  applications: z.int(),
  applied_quantity: z.int(),
  winning_quantity: z.int().nullable(),
  /** Percent of applied lots that won, once drawn. */
  winning_rate: decimal().nullable(),
  /** SHA-256 of the lottery seed, published before the draw. */
  seed_hash: z.string(),
  /** The seed itself, after the draw. */
  seed: z.string().nullable(),
});
export type AdminOffering = z.output<typeof adminOffering>;

export const lotteryRecord = z.strictObject({
  offering_id: rowId(),
  /** How to recompute the draw from the seed and the applications. */
  method: z.string(),
  seed_hash: z.string(),
  seed: z.string().nullable(),
  winning_lots: z.int(),
  applications: z.array(
    z.strictObject({ application: rowId(), lots: z.int(), won_lots: z.int().nullable() }),
  ),
});
export type LotteryRecord = z.output<typeof lotteryRecord>;

export const adminBlockOffer = blockOffer.extend({
  /** An access key exists (staff deliver it as an in-app message). */
  has_key: z.boolean(),
});
export type AdminBlockOffer = z.output<typeof adminBlockOffer>;

export const adminProduct = z.strictObject({
  id: rowId(),
  name: z.string(),
  issuer: z.string(),
  currency: z.string(),
  /** Net asset value per unit. */
  nav: decimal(),
  expected_daily_income_pct: decimal(),
  realised_daily_income_pct: decimal(),
  max_drawdown_pct: decimal(),
  history: z.array(z.strictObject({ date: day(), nav: decimal() })),
  min_investment: money(),
  deadline: instant(),
  lock_days: z.int(),
  /** On the shelf and before its deadline. */
  on_shelf: z.boolean(),
  followers: z.int(),
  /** The customer account the product trades in. */
  issuer_customer_id: rowId(),
});
export type AdminProduct = z.output<typeof adminProduct>;

/** The issuer's order, as the trading engine answers it. */
export const issuerOrderResult = z.strictObject({
  id: rowId(),
  order_no: z.string(),
  code: z.string(),
  names: localisedAnswer.nullable(),
  currency: z.string(),
  direction: z.string(),
  price_type: z.string(),
  /** The limit price (null for a market order). */
  price: money().nullable(),
  num: z.int(),
  leverage: z.int(),
  status: z.string(),
  fill_price: money().nullable(),
  position_id: z.int().nullable(),
  /** Why a rejected order was rejected (a catalogue key). */
  reason: z.string().nullable(),
  created_at: instant(),
  decided_at: instant().nullable(),
});
export type IssuerOrderResult = z.output<typeof issuerOrderResult>;

const closeAnswer = z.strictObject({
  position_id: rowId(),
  /** 1: closing when the market opens; 2: closed now. */
  status: z.union([z.literal(1), z.literal(2)]),
  closed_quantity: z.int(),
});
export type CloseAnswer = z.output<typeof closeAnswer>;

const lockDays = () => z.int().min(0).max(3650);
/** A product's name in each language, none empty. */
const names = () =>
  z.object({ jp: z.string().min(1), cn: z.string().min(1), us: z.string().min(1) });

export const adminProductContracts = {
  ipo: endpoint({ summary: 'IPO offerings', body: nothing(), data: z.array(adminOffering) }),
  'ipo/create': endpoint({
    summary: 'Create an offering; its lottery seed is generated and its hash published',
    body: z.object({
      code: z.string(),
      name: names(),
      market: z.enum(MARKETS),
      mode: z.enum(IPO_MODES),
      price: z.number().positive(),
      provisional_price: z.number().positive(),
      per: z.string().optional(),
      quantity: z.int().positive(),
      lot: z.int().positive(),
      max_lots: z.int().positive(),
      sponsor: z.string().min(1),
      subscribe_start: z.string(),
      subscribe_end: z.string(),
      draw_at: z.string(),
      pay_deadline: z.string(),
      listing_at: z.string(),
      distribution_at: z.string(),
    }),
    data: adminOffering,
  }),
  'ipo/draw': endpoint({
    summary: 'Run the draw now (only once the subscription window has closed)',
    body: nothing(),
    data: lotteryRecord,
  }),
  blocks: endpoint({ summary: 'Block offers', body: nothing(), data: z.array(adminBlockOffer) }),
  'blocks/create': endpoint({
    summary:
      'Create a block offer (with_key: an access key is generated, delivered by in-app message)',
    body: z.object({
      code: z.string(),
      price: z.number().positive(),
      min_lots: z.int().positive(),
      total_lots: z.int().positive(),
      deadline: z.string(),
      lock_days: lockDays(),
      with_key: z.boolean().default(false),
    }),
    data: adminBlockOffer,
  }),
  'blocks/key': endpoint({
    summary: 'Deliver the access key to a customer as an in-app message',
    body: z.object({ account: z.string() }),
    data: z.null(),
  }),
  'blocks/close': endpoint({
    summary: 'Close an offer to new purchases',
    body: json({ reason: reason() }),
    data: z.null(),
  }),
  products: endpoint({
    summary: 'Copy-trading products',
    body: nothing(),
    data: z.array(adminProduct),
  }),
  'products/create': endpoint({
    summary: 'Create a product with its own trading account',
    body: z.object({
      name: names(),
      issuer_name: z.string().min(1),
      type: z.enum(MARKET_TYPES),
      target_daily_bps: z.int().min(0).max(1000),
      min_investment: z.string(),
      deadline: z.string(),
      lock_days: lockDays(),
    }),
    data: adminProduct,
  }),
  'products/order': endpoint({
    summary: "The issuer's order, placed through the trading engine in the product's account",
    body: z.object({
      code: z.string(),
      num: z.string(),
      direction: z.enum(['long', 'short']),
      leverage: z.string().default('1'),
      price_type: z.enum(['market', 'limit']).default('market'),
      price: z.string().optional(),
    }),
    data: issuerOrderResult,
  }),
  'products/close': endpoint({
    summary: "Close one of the product's positions",
    body: z.object({ position_id: id() }),
    data: closeAnswer,
  }),
  'products/shelf': endpoint({
    summary: 'Put a product on or off the shelf',
    body: z.object({ on_shelf: z.boolean(), reason: reason() }),
    data: z.null(),
  }),
};

type Products = typeof adminProductContracts;
/**
 * What the back office sends to create an offering, a block offer or a product, and the issuer's
 * order: every field filled in (the defaults are the server's, for other callers).
 */
export type OfferingDraft = z.output<Products['ipo/create']['body']>;
export type BlockDraft = z.output<Products['blocks/create']['body']>;
export type ProductDraft = z.output<Products['products/create']['body']>;
export type IssuerOrder = z.output<Products['products/order']['body']>;

/** The back office's products: IPO offerings, block offers and copy-trading products. */
import { z } from 'zod';
import { MARKET_TYPES } from '../markets.ts';
import { day, decimal, endpoint, id, instant, money, rowId } from '../contract.ts';
import { blockOffer } from './blocks.ts';
import { OFFERING_MODES, lotteryRecord, offering } from './ipo.ts';
import { closeResult, order } from './trading.ts';
import { json, nothing, reason } from './admin.ts';

export const MARKETS = ['JP', 'US', 'CN'] as const;
export type IpoMarket = (typeof MARKETS)[number];

export const adminBlockOffer = blockOffer.extend({
  /** An access key exists (staff deliver it as an in-app message). */
  has_key: z.boolean(),
  /** A second staff member approved its price: only then is it offered to customers. */
  approved: z.boolean(),
  /** Where its price stands: the latest proposal's status (a rejected one may be proposed again). */
  price_status: z.enum(['pending', 'approved', 'rejected']),
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

const lockDays = () => z.int().min(0).max(3650);
/** A product's name in each language, none empty. */
const names = () =>
  z.object({ jp: z.string().min(1), cn: z.string().min(1), us: z.string().min(1) });

export const adminProductContracts = {
  ipo: endpoint({ summary: 'IPO offerings', body: nothing(), data: z.array(offering) }),
  'ipo/create': endpoint({
    summary:
      'Propose an offering; its lottery seed is generated and its hash published. Offered once another staff member approves its price',
    body: z.object({
      code: z.string(),
      name: names(),
      market: z.enum(MARKETS),
      mode: z.enum(OFFERING_MODES),
      /** Refused unless positive, on the tick grid and near the market price (a catalogue key). */
      price: z.number(),
      provisional_price: z.number(),
      per: z.string().optional(),
      quantity: z.int().positive(),
      /** Shares in one lot: one (SPEC §9) unless the offering says otherwise. */
      lot: z.int().positive().default(1),
      max_lots: z.int().positive(),
      sponsor: z.string().min(1),
      subscribe_start: z.string(),
      subscribe_end: z.string(),
      draw_at: z.string(),
      pay_deadline: z.string(),
      listing_at: z.string(),
      distribution_at: z.string(),
    }),
    data: offering,
  }),
  'ipo/draw': endpoint({
    summary: 'Run the draw now (only once the subscription window has closed)',
    body: nothing(),
    data: lotteryRecord,
  }),
  blocks: endpoint({ summary: 'Block offers', body: nothing(), data: z.array(adminBlockOffer) }),
  'blocks/create': endpoint({
    summary:
      'Propose a block offer (with_key: an access key is generated, delivered by in-app message). Offered once another staff member approves its price',
    body: z.object({
      code: z.string(),
      /** Refused unless positive, on the tick grid and near the market price (a catalogue key). */
      price: z.number(),
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
    data: order,
  }),
  'products/close': endpoint({
    summary: "Close one of the product's positions",
    body: z.object({ position_id: id() }),
    data: closeResult,
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

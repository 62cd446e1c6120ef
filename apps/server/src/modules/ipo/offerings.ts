import type { Offering as OfferingAnswer } from '@kabuto/shared/contracts/ipo';
import { createHash, randomBytes } from 'node:crypto';
import type { Language, MessageKey } from '@kabuto/shared/catalogue';
import type { Currency } from '@kabuto/shared/money';
import type { MarketCode, MarketType } from '@kabuto/shared/markets';
import { formatMoney } from '@kabuto/shared/money';
import { marketOfCode, MARKETS } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { PRICE_SCALE, priceText, valueMinor, valueWithinLimit } from '../market/price-rules.ts';
import type { Offering } from './repository.ts';
import {
  applicationsOf,
  hasSubscriptions,
  insertOffering,
  offeringById,
  offeringsList,
  updateOffering,
} from './repository.ts';

/**
 * IPO offerings (PRODUCT.md): created by staff with their price as a proposal, offered once a
 * second staff member approves it. Subscription row `status` (SPEC §7): 1 = money committed
 * (counts as frozen), 0 = none yet, 2 = ended.
 */
export const SUB_STATUS = { none: 0, committed: 1, ended: 2 } as const;

export type OfferingPhaseName = OfferingAnswer['phase'];

export function offeringPhase(o: Offering, now: string): OfferingPhaseName {
  if (o.listed_at) return 'listed';
  if (o.drawn_at) return 'drawn';
  if (now < o.subscribe_start) return 'upcoming';
  if (now < o.subscribe_end) return 'open';
  return 'closed';
}

/** The hash published before the draw, so the seed cannot be chosen afterwards. */
export function seedHash(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

/** The lots the draw gives out: the shares offered in whole lots. */
export function winningLotsOf(o: Pick<Offering, 'quantity' | 'lot'>): number {
  return Math.floor(o.quantity / o.lot);
}

export function nameIn(o: Pick<Offering, 'name_json'>, language: Language): string {
  return (JSON.parse(o.name_json) as Record<Language, string>)[language];
}

export interface OfferingInput {
  code: string;
  name: Record<Language, string>;
  market: MarketCode;
  mode: 'prepaid' | 'postpaid';
  price: number;
  provisional_price: number;
  per?: string | undefined;
  quantity: number;
  /** Shares in one lot: one unless the offering says otherwise (SPEC §9). */
  lot?: number | undefined;
  max_lots: number;
  sponsor: string;
  subscribe_start: string;
  subscribe_end: string;
  draw_at: string;
  pay_deadline: string;
  listing_at: string;
  distribution_at: string;
}

function checkOffering(ctx: AppContext, input: OfferingInput, lot: number): void {
  const times = [input.subscribe_start, input.subscribe_end, input.draw_at, input.listing_at];
  if (
    [...times, input.pay_deadline, input.distribution_at].some((t) => Number.isNaN(Date.parse(t)))
  )
    refuse('invalid_parameter');
  if (!(times[0]! < times[1]! && times[1]! <= times[2]! && times[2]! < times[3]!))
    refuse('invalid_parameter');
  if (input.quantity <= 0 || lot <= 0 || input.max_lots <= 0 || input.price <= 0)
    refuse('invalid_parameter');
  if (!ctx.market.instrument(input.code)) refuse('invalid_parameter');
  // Every share of the offering, at either price, must stay within the limit of one operation:
  // otherwise the offering could be stored but never shown or bought.
  const currency = marketOfCode(input.market).currency;
  const shares = Math.max(input.quantity, input.max_lots * lot);
  for (const price of [input.price, input.provisional_price]) {
    if (!valueWithinLimit(Math.round(price * PRICE_SCALE), shares, currency)) {
      refuse('invalid_parameter');
    }
  }
}

export async function createOffering(
  ctx: AppContext,
  db: Db | Tx,
  input: OfferingInput,
  actor: string,
): Promise<Offering> {
  const lot = input.lot ?? 1;
  checkOffering(ctx, input, lot);
  const seed = randomBytes(32).toString('hex');
  const iso = (t: string) => new Date(t).toISOString();
  return insertOffering(db, {
    code: input.code,
    name_json: JSON.stringify(input.name),
    market: input.market,
    currency: marketOfCode(input.market).currency,
    mode: input.mode,
    price_e4: Math.round(input.price * 10_000),
    provisional_price_e4: Math.round(input.provisional_price * 10_000),
    market_price_e4: null,
    per: input.per ?? null,
    quantity: input.quantity,
    lot,
    max_lots: input.max_lots,
    sponsor: input.sponsor,
    subscribe_start: iso(input.subscribe_start),
    subscribe_end: iso(input.subscribe_end),
    draw_at: iso(input.draw_at),
    pay_deadline: iso(input.pay_deadline),
    listing_at: iso(input.listing_at),
    distribution_at: iso(input.distribution_at),
    seed_hash: seedHash(seed),
    seed,
    status: 'active',
    drawn_at: null,
    listed_at: null,
    created_by: actor,
    created_at: ctx.clock.now().toISOString(),
  });
}

/** Every field of SPEC §3 "new-stock subscription", in the reader's language. */
export async function offeringAnswer(
  ctx: AppContext,
  o: Offering,
  language: Language,
): Promise<OfferingAnswer> {
  const now = ctx.clock.now().toISOString();
  const apps = await applicationsOf(ctx.db, o.id);
  const appliedLots = apps.reduce((t, a) => t + (a.lots ?? 0), 0);
  const wonLots = apps.reduce((t, a) => t + (a.won_lots ?? 0), 0);
  const quote = ctx.market.quote(o.code);
  const currency = o.currency as Currency;
  const market = quote?.price_e4 ?? o.market_price_e4;
  return {
    id: o.id,
    code: o.code,
    name: nameIn(o, language),
    market: o.market as OfferingAnswer['market'],
    currency,
    mode: o.mode as OfferingAnswer['mode'],
    phase: offeringPhase(o, now),
    price: priceText(o.price_e4),
    provisional_price: priceText(o.provisional_price_e4),
    actual_price: o.drawn_at ? priceText(o.price_e4) : null,
    market_price: market ? priceText(market) : null,
    premium: market ? priceText(market - o.price_e4) : null,
    per: o.per,
    quantity: o.quantity,
    lot: o.lot,
    min_quantity: o.lot,
    upper_limit: o.max_lots * o.lot,
    max_lots: o.max_lots,
    lot_cost: formatMoney(valueMinor(o.price_e4, o.lot, currency), currency),
    sponsor: o.sponsor,
    subscribe_start: o.subscribe_start,
    deadline: o.subscribe_end,
    draw_date: o.draw_at,
    pay_deadline: o.pay_deadline,
    listing_date: o.listing_at,
    distribution_date: o.distribution_at,
    applications: apps.length,
    applied_quantity: appliedLots * o.lot,
    winning_quantity: o.drawn_at ? wonLots * o.lot : null,
    winning_rate:
      o.drawn_at && appliedLots > 0
        ? ((Math.min(appliedLots, winningLotsOf(o)) / appliedLots) * 100).toFixed(2)
        : null,
    seed_hash: o.seed_hash,
    seed: o.drawn_at ? o.seed : null,
  };
}

export async function listOfferings(
  ctx: AppContext,
  type: MarketType | undefined,
  language: Language,
) {
  const market = type ? MARKETS[type].code : undefined;
  const rows = await offeringsList(ctx.db, { market, limit: 100 });
  return Promise.all(rows.map((o) => offeringAnswer(ctx, o, language)));
}

/** Every offering, approved or not, newest first (the back office's list). */
export async function allOfferings(ctx: AppContext, language: Language) {
  const rows = await offeringsList(ctx.db, { all: true, limit: 200 });
  return Promise.all(rows.map((o) => offeringAnswer(ctx, o, language)));
}

/** An offering by id; one that does not exist is refused with `missing`. */
export async function offering(
  ctx: AppContext,
  db: Db | Tx,
  id: number,
  missing: MessageKey = 'product_unavailable',
): Promise<Offering> {
  const o = await offeringById(db, id);
  if (!o) refuse(missing);
  return o;
}

/** An offering customers may see and apply for: its price approved by a second staff member. */
export async function offeredOffering(ctx: AppContext, db: Db | Tx, id: number): Promise<Offering> {
  const o = await offering(ctx, db, id);
  if (o.approved_at === null) refuse('product_unavailable');
  return o;
}

/** Moves an offering's draw to `now` (staff's "draw now"). */
export async function moveDrawTo(tx: Tx, id: number, now: string): Promise<void> {
  await updateOffering(tx, id, { draw_at: now });
}

/*
 * An offering's price takes effect only once a second staff member approves it (the approvals
 * module decides; this module owns the offering). Until then the offering is not shown or open.
 */

/** Sets the approved prices and, the first time, puts the offering on offer. */
export async function applyApprovedOfferingPrice(
  tx: Tx,
  id: number,
  prices: { price_e4: number; provisional_price_e4: number | null },
  now: string,
): Promise<{ before_e4: number }> {
  const o = await offeringById(tx, id);
  if (!o) refuse('not_found');
  if (o.approved_at !== null && (o.drawn_at !== null || (await hasSubscriptions(tx, id))))
    refuse('price_change_after_sales');
  await updateOffering(tx, id, {
    price_e4: prices.price_e4,
    provisional_price_e4: prices.provisional_price_e4 ?? o.provisional_price_e4,
    approved_at: o.approved_at ?? now,
  });
  return { before_e4: o.price_e4 };
}

export { hasSubscriptions };

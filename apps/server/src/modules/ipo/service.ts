import type {
  Offering as OfferingAnswer,
  Subscription as SubscriptionAnswer,
} from '@kabuto/shared/contracts/ipo';
import { createHash, randomBytes } from 'node:crypto';
import type { Language, MessageKey } from '@kabuto/shared/catalogue';
import type { Currency } from '@kabuto/shared/money';
import type { MarketCode, MarketType } from '@kabuto/shared/markets';
import { formatMoney } from '@kabuto/shared/money';
import { marketOfCode, MARKETS } from '@kabuto/shared/markets';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { IpoOfferingsTable, IpoSubscriptionsTable } from '../../db/schema.ts';
import { refuse } from '../../lib/refusal.ts';
import { lockCustomerForFunds } from '../funding/guards.ts';
import { assertMayMoveFunds, assertMayTrade } from '../customers/standing.ts';
import { PRICE_SCALE, priceText, valueMinor, valueWithinLimit } from '../market/price-rules.ts';
import { sendSystemMessage } from '../messages/service.ts';
import { openPosition } from '../positions/service.ts';

/**
 * IPO subscription (PRODUCT.md). One subscription per customer per offering. Prepaid offerings
 * freeze the amount at application and refund what is not drawn; pay-after-win offerings ask the
 * winners to pay by a deadline, or the allotment is abstained. The draw is a verifiable lottery:
 * the seed's SHA-256 is published when the offering is created, the seed itself at the draw, and
 * anyone can recompute the winners from the seed and the published applications.
 * Allotted shares become a position on listing day.
 *
 * Subscription row `status` (SPEC §7): 1 = money committed (counts as frozen), 0 = none yet,
 * 2 = ended. `result`: waiting, won (paid), awaiting_payment, lost, abstained, listed.
 */

export type Offering = Selectable<IpoOfferingsTable>;
export type Subscription = Selectable<IpoSubscriptionsTable>;
export const SUB_STATUS = { none: 0, committed: 1, ended: 2 } as const;

export function offeringPhase(
  o: Offering,
  now: string,
): 'upcoming' | 'open' | 'closed' | 'drawn' | 'listed' {
  if (o.listed_at) return 'listed';
  if (o.drawn_at) return 'drawn';
  if (now < o.subscribe_start) return 'upcoming';
  if (now < o.subscribe_end) return 'open';
  return 'closed';
}

/** The rank of one lottery ticket: lower wins. Public, so anyone can recompute the draw. */
export function ticketRank(seed: string, subscriptionId: number, index: number): string {
  return createHash('sha256').update(`${seed}:${subscriptionId}:${index}`).digest('hex');
}

/** Winning lots per subscription: every lot is a ticket; the lowest-ranked tickets win. */
export function drawWinners(
  seed: string,
  applications: readonly { id: number; lots: number }[],
  winningLots: number,
): Map<number, number> {
  const tickets: { id: number; rank: string }[] = [];
  for (const a of applications)
    for (let i = 0; i < a.lots; i += 1) tickets.push({ id: a.id, rank: ticketRank(seed, a.id, i) });
  tickets.sort((x, y) => (x.rank < y.rank ? -1 : x.rank > y.rank ? 1 : 0));
  const won = new Map<number, number>(applications.map((a) => [a.id, 0]));
  for (const t of tickets.slice(0, winningLots)) won.set(t.id, (won.get(t.id) ?? 0) + 1);
  return won;
}

export function seedHash(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
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
  lot: number;
  max_lots: number;
  sponsor: string;
  subscribe_start: string;
  subscribe_end: string;
  draw_at: string;
  pay_deadline: string;
  listing_at: string;
  distribution_at: string;
}

export async function createOffering(
  ctx: AppContext,
  db: Db | Tx,
  input: OfferingInput,
  actor: string,
): Promise<Offering> {
  const times = [input.subscribe_start, input.subscribe_end, input.draw_at, input.listing_at];
  if (
    [...times, input.pay_deadline, input.distribution_at].some((t) => Number.isNaN(Date.parse(t)))
  )
    refuse('invalid_parameter');
  if (!(times[0]! < times[1]! && times[1]! <= times[2]! && times[2]! < times[3]!))
    refuse('invalid_parameter');
  if (input.quantity <= 0 || input.lot <= 0 || input.max_lots <= 0 || input.price <= 0)
    refuse('invalid_parameter');
  if (!ctx.market.instrument(input.code)) refuse('invalid_parameter');
  // Every share of the offering, at either price, must stay within the limit of one operation:
  // otherwise the offering could be stored but never shown or bought.
  const currency = marketOfCode(input.market).currency;
  const shares = Math.max(input.quantity, input.max_lots * input.lot);
  for (const price of [input.price, input.provisional_price]) {
    if (!valueWithinLimit(Math.round(price * PRICE_SCALE), shares, currency)) {
      refuse('invalid_parameter');
    }
  }
  const seed = randomBytes(32).toString('hex');
  const iso = (t: string) => new Date(t).toISOString();
  return db
    .insertInto('ipo_offerings')
    .values({
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
      lot: input.lot,
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
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function applicationsOf(db: Db | Tx, offeringId: number) {
  return db
    .selectFrom('ipo_subscriptions')
    .selectAll()
    .where('offering_id', '=', offeringId)
    .orderBy('id')
    .execute();
}

/** Every field of SPEC §3 "new-stock subscription", in the reader's language. */
export async function offeringAnswer(
  ctx: AppContext,
  o: Offering,
  language: Language,
): Promise<OfferingAnswer> {
  const now = ctx.clock.now().toISOString();
  const phase = offeringPhase(o, now);
  const apps = await applicationsOf(ctx.db, o.id);
  const appliedLots = apps.reduce((t, a) => t + (a.lots ?? 0), 0);
  const winningLots = Math.floor(o.quantity / o.lot);
  const wonLots = apps.reduce((t, a) => t + (a.won_lots ?? 0), 0);
  const quote = ctx.market.quote(o.code);
  const currency = o.currency as Currency;
  const market = quote?.price_e4 ?? o.market_price_e4;
  return {
    id: o.id,
    code: o.code,
    name: (JSON.parse(o.name_json) as Record<Language, string>)[language],
    market: o.market as OfferingAnswer['market'],
    currency,
    mode: o.mode as OfferingAnswer['mode'],
    phase,
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
        ? ((Math.min(appliedLots, winningLots) / appliedLots) * 100).toFixed(2)
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
  let query = ctx.db.selectFrom('ipo_offerings').selectAll().where('approved_at', 'is not', null);
  if (type) query = query.where('market', '=', MARKETS[type].code);
  const rows = await query.orderBy('subscribe_start', 'desc').limit(100).execute();
  return Promise.all(rows.map((o) => offeringAnswer(ctx, o, language)));
}

/** An offering by id; one that does not exist is refused with `missing`. */
export async function offering(
  ctx: AppContext,
  db: Db | Tx,
  id: number,
  missing: MessageKey = 'product_unavailable',
): Promise<Offering> {
  const o = await db
    .selectFrom('ipo_offerings')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!o) refuse(missing);
  return o;
}

/** An offering customers may see and apply for: its price approved by a second staff member. */
export async function offeredOffering(ctx: AppContext, db: Db | Tx, id: number): Promise<Offering> {
  const o = await offering(ctx, db, id);
  if (o.approved_at === null) refuse('product_unavailable');
  return o;
}

export async function subscribe(
  ctx: AppContext,
  customerId: number,
  input: { id?: number | undefined; num?: string | undefined },
) {
  return inTransaction(ctx.db, async (tx) => {
    await lockCustomerForFunds(ctx, tx, customerId, assertMayTrade);
    const o = await offeredOffering(ctx, tx, input.id ?? 0);
    const now = ctx.clock.now().toISOString();
    const phase = offeringPhase(o, now);
    if (phase === 'upcoming') refuse('not_subscription_time');
    if (phase !== 'open') refuse('subscription_closed');
    const text = (input.num ?? '').trim();
    if (!/^\d+$/.test(text) || Number(text) <= 0) refuse('tickets_required');
    const lots = Number(text);
    if (lots > o.max_lots) refuse('ipo_over_limit', { max: o.max_lots });
    const existing = await tx
      .selectFrom('ipo_subscriptions')
      .select('id')
      .where('offering_id', '=', o.id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (existing) refuse('already_subscribed');
    const currency = o.currency as Currency;
    const amount = valueMinor(o.price_e4, lots * o.lot, currency);
    const row = await tx
      .insertInto('ipo_subscriptions')
      .values({
        customer_id: customerId,
        currency,
        status: o.mode === 'prepaid' ? SUB_STATUS.committed : SUB_STATUS.none,
        frozen_amount: o.mode === 'prepaid' ? amount : 0,
        created_at: now,
        offering_id: o.id,
        lots,
        won_lots: null,
        result: 'waiting',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (o.mode === 'prepaid') {
      await ctx.ledger.transfer(tx, {
        idempotencyKey: `ipo_freeze:${row.id}`,
        code: 'ipo_freeze',
        actor: `customer:${customerId}`,
        customerId,
        memo: `IPO ${o.code}: ${lots} lot(s) prepaid`,
        insufficientMessage: 'available_balance_insufficient',
        postings: [
          { account: { customerId, purpose: 'cash', currency }, amount: -amount },
          { account: { customerId, purpose: 'frozen', currency }, amount },
        ],
      });
    }
    return subscriptionAnswer(ctx, row, o, 'jp');
  });
}

/** Pay-after-win: the winner pays before the deadline; the allotment waits for listing. */
export async function payForAllotment(ctx: AppContext, customerId: number, id: number | undefined) {
  return inTransaction(ctx.db, async (tx) => {
    await lockCustomerForFunds(ctx, tx, customerId, assertMayMoveFunds);
    const sub = await tx
      .selectFrom('ipo_subscriptions')
      .selectAll()
      .where('id', '=', id ?? 0)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (!sub || sub.result !== 'awaiting_payment') refuse('not_found');
    const o = await offering(ctx, tx, sub.offering_id ?? 0);
    if (ctx.clock.now().toISOString() >= o.pay_deadline) refuse('subscription_failed');
    const currency = o.currency as Currency;
    const cost = valueMinor(o.price_e4, (sub.won_lots ?? 0) * o.lot, currency);
    await ctx.ledger.transfer(tx, {
      idempotencyKey: `ipo_payment:${sub.id}`,
      code: 'ipo_payment',
      actor: `customer:${customerId}`,
      customerId,
      memo: `IPO ${o.code}: payment for ${sub.won_lots} lot(s)`,
      insufficientMessage: 'available_balance_insufficient',
      postings: [
        { account: { customerId, purpose: 'cash', currency }, amount: -cost },
        { account: { customerId, purpose: 'margin', currency }, amount: cost },
      ],
    });
    const saved = await tx
      .updateTable('ipo_subscriptions')
      .set({ result: 'won', status: SUB_STATUS.committed, frozen_amount: cost })
      .where('id', '=', sub.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return subscriptionAnswer(ctx, saved, o, 'jp');
  });
}

/** The draw of every offering whose draw time has come. Idempotent: drawn offerings are skipped. */
export async function runDraws(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now().toISOString();
  const due = await ctx.db
    .selectFrom('ipo_offerings')
    .selectAll()
    .where('drawn_at', 'is', null)
    .where('approved_at', 'is not', null)
    .where('draw_at', '<=', now)
    .execute();
  let drawn = 0;
  for (const o of due) {
    const done = await inTransaction(ctx.db, async (tx) => {
      const claimed = await tx
        .updateTable('ipo_offerings')
        .set({ drawn_at: now })
        .where('id', '=', o.id)
        .where('drawn_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      const apps = await applicationsOf(tx, o.id);
      const won = drawWinners(
        o.seed,
        apps.map((a) => ({ id: a.id, lots: a.lots ?? 0 })),
        Math.floor(o.quantity / o.lot),
      );
      const currency = o.currency as Currency;
      for (const a of apps) {
        const wonLots = won.get(a.id) ?? 0;
        const cost = valueMinor(o.price_e4, wonLots * o.lot, currency);
        if (o.mode === 'prepaid') {
          const refund = a.frozen_amount - cost;
          const postings = [
            {
              account: { customerId: a.customer_id, purpose: 'frozen' as const, currency },
              amount: -a.frozen_amount,
            },
            ...(cost > 0
              ? [
                  {
                    account: { customerId: a.customer_id, purpose: 'margin' as const, currency },
                    amount: cost,
                  },
                ]
              : []),
            ...(refund > 0
              ? [
                  {
                    account: { customerId: a.customer_id, purpose: 'cash' as const, currency },
                    amount: refund,
                  },
                ]
              : []),
          ];
          if (postings.length >= 2) {
            await ctx.ledger.transfer(tx, {
              idempotencyKey: `ipo_draw:${a.id}`,
              code: refund > 0 && cost === 0 ? 'ipo_refund' : 'ipo_payment',
              actor: 'system:ipo',
              customerId: a.customer_id,
              memo: `IPO ${o.code} draw: ${wonLots} lot(s) won${refund > 0 ? ', the rest refunded' : ''}`,
              postings,
            });
          }
        }
        const result = wonLots === 0 ? 'lost' : o.mode === 'prepaid' ? 'won' : 'awaiting_payment';
        await tx
          .updateTable('ipo_subscriptions')
          .set({
            won_lots: wonLots,
            result,
            status:
              result === 'won'
                ? SUB_STATUS.committed
                : result === 'lost'
                  ? SUB_STATUS.ended
                  : SUB_STATUS.none,
            frozen_amount: result === 'won' ? cost : 0,
          })
          .where('id', '=', a.id)
          .execute();
        await sendSystemMessage(tx, ctx.clock, {
          customerId: a.customer_id,
          kind: wonLots > 0 ? 'ipo_won' : 'ipo_lost',
          params: {
            code: o.code,
            lots: String(wonLots),
            quantity: String(wonLots * o.lot),
            amount: formatMoney(cost, currency),
            currency,
            deadline: o.pay_deadline,
            mode: o.mode,
          },
        });
      }
      return true;
    });
    if (done) drawn += 1;
  }
  return drawn;
}

/** Unpaid pay-after-win allotments past their deadline are abstained. */
export async function runAbstentions(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now().toISOString();
  const rows = await ctx.db
    .selectFrom('ipo_subscriptions as s')
    .innerJoin('ipo_offerings as o', 'o.id', 's.offering_id')
    .select(['s.id'])
    .where('s.result', '=', 'awaiting_payment')
    .where('o.pay_deadline', '<=', now)
    .execute();
  for (const r of rows) {
    await ctx.db
      .updateTable('ipo_subscriptions')
      .set({ result: 'abstained', status: SUB_STATUS.ended })
      .where('id', '=', r.id)
      .where('result', '=', 'awaiting_payment')
      .execute();
  }
  return rows.length;
}

/** On listing day the paid allotments become positions (their money already sits as margin). */
export async function runListings(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now().toISOString();
  const due = await ctx.db
    .selectFrom('ipo_offerings')
    .selectAll()
    .where('listed_at', 'is', null)
    .where('drawn_at', 'is not', null)
    .where('listing_at', '<=', now)
    .execute();
  let listed = 0;
  for (const o of due) {
    await runAbstentions(ctx);
    await inTransaction(ctx.db, async (tx) => {
      const claimed = await tx
        .updateTable('ipo_offerings')
        .set({ listed_at: now })
        .where('id', '=', o.id)
        .where('listed_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return;
      const winners = await tx
        .selectFrom('ipo_subscriptions')
        .selectAll()
        .where('offering_id', '=', o.id)
        .where('result', '=', 'won')
        .execute();
      for (const w of winners) {
        const position = await openPosition(ctx, tx, {
          customerId: w.customer_id,
          currency: o.currency as Currency,
          code: o.code,
          direction: 'long',
          quantity: (w.won_lots ?? 0) * o.lot,
          price_e4: o.price_e4,
          leverage: 1,
          margin: w.frozen_amount,
          buyFee: 0,
          openedAt: now,
          market: o.market,
        });
        await tx
          .updateTable('ipo_subscriptions')
          .set({
            result: 'listed',
            status: SUB_STATUS.ended,
            frozen_amount: 0,
            position_id: position.id,
          })
          .where('id', '=', w.id)
          .execute();
      }
      listed += 1;
    });
  }
  return listed;
}

export function subscriptionAnswer(
  ctx: AppContext,
  s: Subscription,
  o: Offering,
  language: Language,
): SubscriptionAnswer {
  const currency = o.currency as Currency;
  return {
    id: s.id,
    offering_id: o.id,
    code: o.code,
    name: (JSON.parse(o.name_json) as Record<Language, string>)[language],
    mode: o.mode as SubscriptionAnswer['mode'],
    status: s.status,
    result: s.result as SubscriptionAnswer['result'],
    lots: s.lots ?? 0,
    quantity: (s.lots ?? 0) * o.lot,
    won_lots: s.won_lots,
    won_quantity: s.won_lots === null ? null : s.won_lots * o.lot,
    price: priceText(o.price_e4),
    amount: formatMoney(valueMinor(o.price_e4, (s.lots ?? 0) * o.lot, currency), currency),
    rjmoney: s.frozen_amount === 0 ? '-' : formatMoney(s.frozen_amount, currency),
    currency,
    pay_deadline: o.pay_deadline,
    listing_date: o.listing_at,
    position_id: s.position_id,
    created_at: s.created_at,
  };
}

export async function mySubscriptions(
  ctx: AppContext,
  customerId: number,
  type: MarketType | undefined,
  language: Language,
) {
  let query = ctx.db
    .selectFrom('ipo_subscriptions as s')
    .innerJoin('ipo_offerings as o', 'o.id', 's.offering_id')
    .selectAll('s')
    .where('s.customer_id', '=', customerId);
  if (type) query = query.where('o.market', '=', MARKETS[type].code);
  const rows = await query.orderBy('s.id', 'desc').limit(200).execute();
  const out = [];
  for (const s of rows)
    out.push(subscriptionAnswer(ctx, s, await offering(ctx, ctx.db, s.offering_id ?? 0), language));
  return out;
}

/** What anyone needs to recompute the draw: the seed (after the draw) and the applications. */
export async function lotteryRecord(ctx: AppContext, id: number) {
  const o = await offeredOffering(ctx, ctx.db, id);
  const apps = await applicationsOf(ctx.db, o.id);
  return {
    offering_id: o.id,
    method:
      'Each lot is a ticket "seed:application:index"; tickets are ranked by SHA-256 (hex, ascending); the first floor(quantity / lot) tickets win.',
    seed_hash: o.seed_hash,
    seed: o.drawn_at ? o.seed : null,
    winning_lots: Math.floor(o.quantity / o.lot),
    applications: apps.map((a) => ({
      application: a.id,
      lots: a.lots ?? 0,
      won_lots: o.drawn_at ? a.won_lots : null,
    })),
  };
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
  const o = await tx
    .selectFrom('ipo_offerings')
    .select(['price_e4', 'provisional_price_e4', 'approved_at', 'drawn_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!o) refuse('not_found');
  if (o.approved_at !== null && (o.drawn_at !== null || (await hasSubscriptions(tx, id))))
    refuse('price_change_after_sales');
  await tx
    .updateTable('ipo_offerings')
    .set({
      price_e4: prices.price_e4,
      provisional_price_e4: prices.provisional_price_e4 ?? o.provisional_price_e4,
      approved_at: o.approved_at ?? now,
    })
    .where('id', '=', id)
    .execute();
  return { before_e4: o.price_e4 };
}

/** Whether any customer has applied (the price can then no longer change). */
export async function hasSubscriptions(tx: Tx, id: number): Promise<boolean> {
  const row = await tx
    .selectFrom('ipo_subscriptions')
    .select('id')
    .where('offering_id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** A customer's latest subscriptions in one currency, newest first (the account panel's rows). */
export function latestSubscriptions(
  db: Db | Tx,
  customerId: number,
  currency: Currency,
  limit: number,
): Promise<{ id: number; status: number; frozen_amount: number }[]> {
  return db
    .selectFrom('ipo_subscriptions')
    .select(['id', 'status', 'frozen_amount'])
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

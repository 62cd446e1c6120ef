import type { Subscription as SubscriptionAnswer } from '@kabuto/shared/contracts/ipo';
import type { Language } from '@kabuto/shared/catalogue';
import type { Currency } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import { formatMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { lockCustomerForFunds } from '../funding/service.ts';
import { assertMayMoveFunds, assertMayTrade } from '../customers/standing.ts';
import { priceText, valueMinor } from '../market/price-rules.ts';
import type { Offering, Subscription } from './repository.ts';
import {
  customerHasApplied,
  customerSubscription,
  insertSubscription,
  subscriptionsOf,
  updateSubscription,
} from './repository.ts';
import { nameIn, offering, offeredOffering, offeringPhase, SUB_STATUS } from './offerings.ts';

/**
 * A customer's subscriptions (PRODUCT.md): one per customer per offering. Prepaid offerings
 * freeze the amount at application and refund what is not drawn; pay-after-win offerings ask the
 * winners to pay by a deadline, or the allotment is abstained.
 *
 * The stored `result` is what the draw and the customer decided: waiting, won (prepaid, paid at
 * the draw), awaiting_payment, paid (pay-after-win, paid), lost, failed, abstained, listed. The
 * customer sees every state of SPEC §4, some of them read from the clock and the cash at hand:
 * a waiting application is "subscribed" while the window is open and "waiting for the draw"
 * after; an unpaid allotment is "awaiting payment" while the cash covers it, "subscription
 * required" while it does not, and "abstained" once its deadline has passed.
 */
export function shownResult(
  s: Pick<Subscription, 'result'>,
  o: Offering,
  now: string,
  covered: boolean,
): SubscriptionAnswer['result'] {
  switch (s.result) {
    case 'waiting':
      return offeringPhase(o, now) === 'open' ? 'subscribed' : 'waiting_draw';
    case 'awaiting_payment':
      if (now >= o.pay_deadline) return 'abstained';
      return covered ? 'awaiting_payment' : 'subscription_required';
    default:
      return s.result as SubscriptionAnswer['result'];
  }
}

/** What an allotment costs: the won lots at the offering price. */
function allotmentCost(s: Subscription, o: Offering): number {
  return valueMinor(o.price_e4, (s.won_lots ?? 0) * o.lot, o.currency as Currency);
}

export function subscriptionAnswer(
  ctx: AppContext,
  s: Subscription,
  o: Offering,
  language: Language,
  cash: number,
): SubscriptionAnswer {
  const currency = o.currency as Currency;
  const now = ctx.clock.now().toISOString();
  return {
    id: s.id,
    offering_id: o.id,
    code: o.code,
    name: nameIn(o, language),
    mode: o.mode as SubscriptionAnswer['mode'],
    status: s.status,
    result: shownResult(s, o, now, cash >= allotmentCost(s, o)),
    lots: s.lots ?? 0,
    quantity: (s.lots ?? 0) * o.lot,
    won_lots: s.won_lots,
    won_quantity: s.won_lots === null ? null : s.won_lots * o.lot,
    price: priceText(o.price_e4),
    amount: formatMoney(valueMinor(o.price_e4, (s.lots ?? 0) * o.lot, currency), currency),
    due: s.result === 'awaiting_payment' ? formatMoney(allotmentCost(s, o), currency) : null,
    rjmoney: s.frozen_amount === 0 ? '-' : formatMoney(s.frozen_amount, currency),
    currency,
    pay_deadline: o.pay_deadline,
    listing_date: o.listing_at,
    position_id: s.position_id,
    created_at: s.created_at,
  };
}

function cashOf(ctx: AppContext, db: Db | Tx, customerId: number, o: Offering) {
  return ctx.ledger.balance(db, {
    customerId,
    purpose: 'cash',
    currency: o.currency as Currency,
  });
}

function lotsOf(text: string | undefined, maxLots: number): number {
  const trimmed = (text ?? '').trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) <= 0) refuse('tickets_required');
  const lots = Number(trimmed);
  if (lots > maxLots) refuse('ipo_over_limit', { max: maxLots });
  return lots;
}

export async function subscribe(
  ctx: AppContext,
  customerId: number,
  input: { id?: number | undefined; num?: string | undefined },
  language: Language = 'jp',
) {
  return inTransaction(ctx.db, async (tx) => {
    await lockCustomerForFunds(ctx, tx, customerId, assertMayTrade);
    const o = await offeredOffering(ctx, tx, input.id ?? 0);
    const now = ctx.clock.now().toISOString();
    const phase = offeringPhase(o, now);
    if (phase === 'upcoming') refuse('not_subscription_time');
    if (phase !== 'open') refuse('subscription_closed');
    const lots = lotsOf(input.num, o.max_lots);
    if (await customerHasApplied(tx, o.id, customerId)) refuse('already_subscribed');
    const currency = o.currency as Currency;
    const amount = valueMinor(o.price_e4, lots * o.lot, currency);
    const row = await insertSubscription(tx, {
      customer_id: customerId,
      currency,
      status: o.mode === 'prepaid' ? SUB_STATUS.committed : SUB_STATUS.none,
      frozen_amount: o.mode === 'prepaid' ? amount : 0,
      created_at: now,
      offering_id: o.id,
      lots,
      won_lots: null,
      result: 'waiting',
    });
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
    return subscriptionAnswer(ctx, row, o, language, await cashOf(ctx, tx, customerId, o));
  });
}

/** Pay-after-win: the winner pays before the deadline; the allotment waits for listing. */
export async function payForAllotment(
  ctx: AppContext,
  customerId: number,
  id: number | undefined,
  language: Language = 'jp',
) {
  return inTransaction(ctx.db, async (tx) => {
    await lockCustomerForFunds(ctx, tx, customerId, assertMayMoveFunds);
    const sub = await customerSubscription(tx, customerId, id ?? 0);
    if (!sub || sub.result !== 'awaiting_payment') refuse('not_found');
    const o = await offering(ctx, tx, sub.offering_id ?? 0);
    if (ctx.clock.now().toISOString() >= o.pay_deadline) refuse('subscription_failed');
    const currency = o.currency as Currency;
    const cost = allotmentCost(sub, o);
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
    const saved = await updateSubscription(tx, sub.id, {
      result: 'paid',
      status: SUB_STATUS.committed,
      frozen_amount: cost,
    });
    return subscriptionAnswer(ctx, saved!, o, language, await cashOf(ctx, tx, customerId, o));
  });
}

export async function mySubscriptions(
  ctx: AppContext,
  customerId: number,
  type: MarketType | undefined,
  language: Language,
) {
  const rows = await subscriptionsOf(ctx.db, customerId, type ? MARKETS[type].code : undefined);
  const cash = new Map<string, number>();
  const out: SubscriptionAnswer[] = [];
  for (const { subscription, offering: o } of rows) {
    if (!cash.has(o.currency)) cash.set(o.currency, await cashOf(ctx, ctx.db, customerId, o));
    out.push(subscriptionAnswer(ctx, subscription, o, language, cash.get(o.currency)!));
  }
  return out;
}

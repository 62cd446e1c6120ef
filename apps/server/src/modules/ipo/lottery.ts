import { createHash } from 'node:crypto';
import type { Currency } from '@kabuto/shared/money';
import { formatMoney } from '@kabuto/shared/money';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { Refusal } from '../../lib/refusal.ts';
import { lockCustomer } from '../customers/service.ts';
import { assertMayTrade } from '../customers/standing.ts';
import { valueMinor } from '../market/price-rules.ts';
import { sendSystemMessage } from '../messages/service.ts';
import type { Offering, Subscription } from './repository.ts';
import {
  applicationsOf,
  claimOffering,
  offeringsDueForDraw,
  updateSubscription,
} from './repository.ts';
import { offeredOffering, SUB_STATUS, winningLotsOf } from './offerings.ts';

/**
 * The verifiable lottery (PRODUCT.md): the seed's SHA-256 is published when the offering is
 * created, the seed itself at the draw, and anyone can recompute the winners from the seed and the
 * published applications. Every lot is a ticket; the lowest-ranked tickets win.
 */

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

export { seedHash } from './offerings.ts';

/**
 * Whether the applicant may still trade at the draw. An application of a customer who has since
 * been banned, frozen or barred from trading takes no ticket: it fails and its money goes back.
 */
async function mayTakePart(ctx: AppContext, tx: Tx, customerId: number): Promise<boolean> {
  try {
    assertMayTrade(await lockCustomer(ctx, tx, customerId));
    return true;
  } catch (error) {
    if (error instanceof Refusal) return false;
    throw error;
  }
}

/** Prepaid: the frozen money pays for what was won; the rest goes back to cash. */
async function settlePrepaid(
  ctx: AppContext,
  tx: Tx,
  o: Offering,
  a: Subscription,
  wonLots: number,
  cost: number,
): Promise<void> {
  const currency = o.currency as Currency;
  const customerId = a.customer_id;
  const refund = a.frozen_amount - cost;
  const postings = [
    { account: { customerId, purpose: 'frozen' as const, currency }, amount: -a.frozen_amount },
    ...(cost > 0
      ? [{ account: { customerId, purpose: 'margin' as const, currency }, amount: cost }]
      : []),
    ...(refund > 0
      ? [{ account: { customerId, purpose: 'cash' as const, currency }, amount: refund }]
      : []),
  ];
  if (postings.length < 2) return;
  await ctx.ledger.transfer(tx, {
    idempotencyKey: `ipo_draw:${a.id}`,
    code: refund > 0 && cost === 0 ? 'ipo_refund' : 'ipo_payment',
    actor: 'system:ipo',
    customerId,
    memo: `IPO ${o.code} draw: ${wonLots} lot(s) won${refund > 0 ? ', the rest refunded' : ''}`,
    postings,
  });
}

type DrawResult = 'won' | 'awaiting_payment' | 'lost' | 'failed';

function resultOf(o: Offering, wonLots: number, failed: boolean): DrawResult {
  if (failed) return 'failed';
  if (wonLots === 0) return 'lost';
  return o.mode === 'prepaid' ? 'won' : 'awaiting_payment';
}

async function settleApplication(
  ctx: AppContext,
  tx: Tx,
  o: Offering,
  a: Subscription,
  wonLots: number,
  failed: boolean,
): Promise<void> {
  const currency = o.currency as Currency;
  const cost = valueMinor(o.price_e4, wonLots * o.lot, currency);
  if (o.mode === 'prepaid') await settlePrepaid(ctx, tx, o, a, wonLots, cost);
  const result = resultOf(o, wonLots, failed);
  await updateSubscription(tx, a.id, {
    won_lots: wonLots,
    result,
    status:
      result === 'won'
        ? SUB_STATUS.committed
        : result === 'awaiting_payment'
          ? SUB_STATUS.none
          : SUB_STATUS.ended,
    frozen_amount: result === 'won' ? cost : 0,
  });
  await sendSystemMessage(tx, ctx.clock, {
    customerId: a.customer_id,
    kind: failed ? 'ipo_failed' : wonLots > 0 ? 'ipo_won' : 'ipo_lost',
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

async function drawOne(ctx: AppContext, o: Offering, now: string): Promise<boolean> {
  return inTransaction(ctx.db, async (tx) => {
    if (!(await claimOffering(tx, o.id, 'drawn_at', now))) return false;
    const apps = await applicationsOf(tx, o.id);
    const failed = new Set<number>();
    for (const a of apps) if (!(await mayTakePart(ctx, tx, a.customer_id))) failed.add(a.id);
    const won = drawWinners(
      o.seed,
      apps.filter((a) => !failed.has(a.id)).map((a) => ({ id: a.id, lots: a.lots ?? 0 })),
      winningLotsOf(o),
    );
    for (const a of apps)
      await settleApplication(ctx, tx, o, a, won.get(a.id) ?? 0, failed.has(a.id));
    return true;
  });
}

/** The draw of every offering whose draw time has come. Idempotent: drawn offerings are skipped. */
export async function runDraws(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now().toISOString();
  let drawn = 0;
  for (const o of await offeringsDueForDraw(ctx.db, now)) {
    if (await drawOne(ctx, o, now)) drawn += 1;
  }
  return drawn;
}

/** What anyone needs to recompute the draw: the seed (after the draw) and the applications. */
export async function lotteryRecord(ctx: AppContext, id: number) {
  const o = await offeredOffering(ctx, ctx.db, id);
  const apps = await applicationsOf(ctx.db, o.id);
  return {
    offering_id: o.id,
    method:
      'Each lot of an application that did not fail is a ticket "seed:application:index"; tickets are ranked by SHA-256 (hex, ascending); the first floor(quantity / lot) tickets win.',
    seed_hash: o.seed_hash,
    seed: o.drawn_at ? o.seed : null,
    winning_lots: winningLotsOf(o),
    applications: apps.map((a) => ({
      application: a.id,
      lots: a.lots ?? 0,
      won_lots: o.drawn_at ? a.won_lots : null,
      failed: a.result === 'failed',
    })),
  };
}

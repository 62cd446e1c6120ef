import type { BlockPurchaseResult } from '@kabuto/shared/contracts/blocks';
import type { Language, MessageKey } from '@kabuto/shared/catalogue';
import type { Currency } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import { formatMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { claimKey, firstResult, keyedRequest, seenKey } from '../idempotency/service.ts';
import { customerRow } from '../customers/service.ts';
import { assertMayTrade } from '../customers/standing.ts';
import { lockCustomerForFunds, verifyFundPassword } from '../funding/service.ts';
import { priceText, valueMinor } from '../market/price-rules.ts';
import { openPosition } from '../positions/service.ts';
import { recordAllotment } from '../statements/service.ts';
import type { BlockOffer, BlockPurchase } from './repository.ts';
import {
  claimAllocation,
  hasPurchases,
  insertPurchase,
  offerById,
  offersDueForAllocation,
  offersList,
  purchaseByNonce as purchaseWithNonce,
  purchasesOf,
  soldLots,
  updateOffer,
  updatePurchase,
} from './repository.ts';

export type { BlockOffer } from './repository.ts';
export { hasPurchases, latestPurchases, insertOffer as createOffer } from './repository.ts';

/**
 * Block trades: a block at a stated price with minimum lots and a deadline, optionally behind an
 * access key that staff deliver as an in-app message (never from outside the app). A purchase
 * freezes its cost (an ustockslist row with status 0, counted as frozen); at the deadline the
 * block is allocated and each purchase becomes a position, locked for the stated days.
 */
export const BLOCK_ROW = { frozen: 0, allocated: 1 } as const;
const DAY_MS = 86_400_000;

/** An offer by id; one that does not exist is refused with `missing`. */
export async function offerOf(
  db: Db | Tx,
  id: number,
  missing: MessageKey = 'product_unavailable',
): Promise<BlockOffer> {
  const o = await offerById(db, id);
  if (!o) refuse(missing);
  return o;
}

/**
 * An offer customers may see and buy: its price approved by a second staff member (and positive,
 * so an offer stored with a zero price before prices were checked is never sold).
 */
export async function offeredOf(db: Db | Tx, id: number): Promise<BlockOffer> {
  const o = await offerOf(db, id);
  if (o.approved_at === null || o.price_e4 <= 0) refuse('product_unavailable');
  return o;
}

export async function offerAnswer(ctx: AppContext, o: BlockOffer, language: Language) {
  const inst = ctx.market.instrument(o.code);
  const quote = ctx.market.quote(o.code);
  const sold = await soldLots(ctx.db, o.id);
  const now = ctx.clock.now().toISOString();
  const currency = o.currency as Currency;
  return {
    id: o.id,
    code: o.code,
    name: inst?.name[language] ?? o.code,
    market: o.market as 'JP' | 'US' | 'CN',
    currency,
    price: priceText(o.price_e4),
    market_price: quote ? priceText(quote.price_e4) : null,
    discount_pct: quote
      ? (((quote.price_e4 - o.price_e4) / quote.price_e4) * 100).toFixed(2)
      : null,
    min_lots: o.min_lots,
    total_lots: o.total_lots,
    remaining_lots: Math.max(0, o.total_lots - sold),
    min_amount: formatMoney(valueMinor(o.price_e4, o.min_lots, currency), currency),
    deadline: o.deadline,
    lock_days: o.lock_days,
    needs_key: o.access_key !== null,
    open: !o.closed && now < o.deadline && sold < o.total_lots,
  };
}

export async function listOffers(
  ctx: AppContext,
  type: MarketType | undefined,
  language: Language,
) {
  const market = type ? MARKETS[type].code : undefined;
  const rows = await offersList(ctx.db, { market, limit: 100 });
  return Promise.all(rows.map((o) => offerAnswer(ctx, o, language)));
}

/** The offer's own rules, in the order the customer meets them; the lots asked for. */
function checkPurchase(
  o: BlockOffer,
  input: { num?: string | undefined; key?: string | undefined },
  now: string,
): number {
  if (o.closed || now >= o.deadline) refuse('block_trade_closed');
  const text = (input.num ?? '').trim();
  if (!/^\d+$/.test(text) || Number(text) <= 0) refuse('lots_required');
  const lots = Number(text);
  if (lots < o.min_lots) refuse('lots_below_minimum', { min: o.min_lots });
  if (o.access_key !== null) {
    const key = (input.key ?? '').trim().toUpperCase();
    if (!key) refuse('channel_password_required');
    if (key !== o.access_key) refuse('key_mismatch');
  }
  return lots;
}

export async function buyBlock(
  ctx: AppContext,
  customerId: number,
  input: {
    id?: number | undefined;
    num?: string | undefined;
    key?: string | undefined;
    fund_password?: string | undefined;
    nonce?: string | undefined;
  },
): Promise<BlockPurchaseResult> {
  const customer = await customerRow(ctx.db, customerId);
  if (!customer) refuse('account_not_found');
  // The fund password and the offer's key are checked, never part of the request's hash.
  const request = keyedRequest(customerId, 'block_purchase', input.nonce, {
    id: input.id,
    num: input.num,
  });
  // A repeat is answered with the first purchase before the checks below, as it was accepted.
  if ((await seenKey(ctx.db, request)) === 'repeat')
    return purchaseAnswer(firstResult(await purchaseByNonce(ctx.db, customerId, input.nonce)));
  assertMayTrade(customer);
  const o = await offeredOf(ctx.db, input.id ?? 0);
  const now = ctx.clock.now().toISOString();
  const lots = checkPurchase(o, input, now);
  await verifyFundPassword(ctx, customer, input.fund_password);
  return inTransaction(ctx.db, async (tx) => {
    // The key first: a concurrent repeat waits here for the first and then answers it.
    if ((await claimKey(tx, request, now)) === 'repeat')
      return purchaseAnswer(firstResult(await purchaseByNonce(tx, customerId, input.nonce)));
    await lockCustomerForFunds(ctx, tx, customerId, assertMayTrade);
    if ((await soldLots(tx, o.id)) + lots > o.total_lots) refuse('fundraising_insufficient');
    const currency = o.currency as Currency;
    const cost = valueMinor(o.price_e4, lots, currency);
    const row = await insertPurchase(tx, {
      customer_id: customerId,
      currency,
      status: BLOCK_ROW.frozen,
      credit: cost,
      created_at: now,
      offer_id: o.id,
      quantity: lots,
      nonce: input.nonce ?? null,
    });
    await ctx.ledger.transfer(tx, {
      idempotencyKey: `block_freeze:${row.id}`,
      code: 'block_freeze',
      actor: `customer:${customerId}`,
      customerId,
      memo: `Block ${o.code}: ${lots} shares at ${priceText(o.price_e4)}`,
      insufficientMessage: 'available_balance_insufficient',
      postings: [
        { account: { customerId, purpose: 'cash', currency }, amount: -cost },
        { account: { customerId, purpose: 'frozen', currency }, amount: cost },
      ],
    });
    return { id: row.id, status: BLOCK_ROW.frozen, credit: formatMoney(cost, currency) };
  });
}

async function purchaseByNonce(db: Db | Tx, customerId: number, nonce: string | undefined) {
  if (nonce === undefined) return undefined;
  return purchaseWithNonce(db, customerId, nonce);
}

function purchaseAnswer(row: {
  id: number;
  status: number;
  credit: number;
  currency: string;
}): BlockPurchaseResult {
  const credit = formatMoney(row.credit, row.currency as Currency);
  return { id: row.id, status: row.status as BlockPurchaseResult['status'], credit };
}

/** One purchase at allocation: its frozen cost becomes the margin of a locked position. */
async function allocatePurchase(
  ctx: AppContext,
  tx: Tx,
  o: BlockOffer,
  p: BlockPurchase,
  now: Date,
): Promise<void> {
  const currency = o.currency as Currency;
  const lockUntil =
    o.lock_days > 0 ? new Date(now.getTime() + o.lock_days * DAY_MS).toISOString() : null;
  await ctx.ledger.transfer(tx, {
    idempotencyKey: `block_allocation:${p.id}`,
    code: 'block_allocation',
    actor: 'system:blocks',
    customerId: p.customer_id,
    memo: `Block ${o.code} allocated`,
    postings: [
      { account: { customerId: p.customer_id, purpose: 'frozen', currency }, amount: -p.credit },
      { account: { customerId: p.customer_id, purpose: 'margin', currency }, amount: p.credit },
    ],
  });
  const position = await openPosition(ctx, tx, {
    customerId: p.customer_id,
    currency,
    code: o.code,
    direction: 'long',
    quantity: p.quantity ?? 0,
    price_e4: o.price_e4,
    leverage: 1,
    margin: p.credit,
    buyFee: 0,
    openedAt: now.toISOString(),
    lockUntil,
    market: o.market,
  });
  await recordAllotment(tx, 'block_allocation', position);
  await updatePurchase(tx, p.id, { status: BLOCK_ROW.allocated, position_id: position.id });
}

/** At each offer's deadline, every purchase becomes a position, locked for the stated days. */
export async function allocateBlocks(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let allocated = 0;
  for (const o of await offersDueForAllocation(ctx.db, now.toISOString())) {
    await inTransaction(ctx.db, async (tx) => {
      if (!(await claimAllocation(tx, o.id, now.toISOString()))) return;
      for (const p of await purchasesOf(tx, o.id, BLOCK_ROW.frozen))
        await allocatePurchase(ctx, tx, o, p, now);
      allocated += 1;
    });
  }
  return allocated;
}

/*
 * A block offer's price takes effect only once a second staff member approves it (the approvals
 * module decides; this module owns the offer). Until then the offer is not shown or sold.
 */

/** Sets the approved price and, the first time, puts the offer on offer. */
export async function applyApprovedBlockPrice(
  tx: Tx,
  id: number,
  price_e4: number,
  now: string,
): Promise<{ before_e4: number }> {
  const o = await offerById(tx, id);
  if (!o) refuse('not_found');
  if (o.approved_at !== null && (await hasPurchases(tx, id))) refuse('price_change_after_sales');
  await updateOffer(tx, id, { price_e4, approved_at: o.approved_at ?? now });
  return { before_e4: o.price_e4 };
}

/** Every offer, approved or not, newest first (the back office's list). */
export function allOffers(db: Db | Tx): Promise<BlockOffer[]> {
  return offersList(db, { all: true, limit: 200 });
}

/** Closes an offer to new purchases. */
export async function closeOffer(tx: Tx, id: number): Promise<void> {
  await updateOffer(tx, id, { closed: 1 });
}

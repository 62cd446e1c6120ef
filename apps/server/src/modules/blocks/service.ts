import type { BlockPurchaseResult } from '@kabuto/shared/contracts/blocks';
import type { Language, MessageKey } from '@kabuto/shared/catalogue';
import type { Currency } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import { formatMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { BlockOffersTable } from '../../db/schema.ts';
import { refuse } from '../../lib/refusal.ts';
import { claimKey, firstResult, keyedRequest, seenKey } from '../idempotency/service.ts';
import { findCustomerById } from '../customers/repository.ts';
import { assertMayTrade } from '../customers/standing.ts';
import { lockCustomerForFunds, verifyFundPassword } from '../funding/guards.ts';
import { priceText, valueMinor } from '../market/price-rules.ts';
import { openPosition } from '../positions/service.ts';

/**
 * Block trades: a block at a stated price with minimum lots and a deadline, optionally behind an
 * access key that staff deliver as an in-app message (never from outside the app). A purchase
 * freezes its cost (an ustockslist row with status 0, counted as frozen); at the deadline the
 * block is allocated and each purchase becomes a position, locked for the stated days.
 */
export type BlockOffer = Selectable<BlockOffersTable>;
export const BLOCK_ROW = { frozen: 0, allocated: 1 } as const;
const DAY_MS = 86_400_000;

/** An offer by id; one that does not exist is refused with `missing`. */
export async function offerOf(
  db: Db | Tx,
  id: number,
  missing: MessageKey = 'product_unavailable',
): Promise<BlockOffer> {
  const o = await db.selectFrom('block_offers').selectAll().where('id', '=', id).executeTakeFirst();
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

async function soldLots(db: Db | Tx, offerId: number): Promise<number> {
  const row = await db
    .selectFrom('block_purchases')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
    .where('offer_id', '=', offerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
  let query = ctx.db.selectFrom('block_offers').selectAll().where('approved_at', 'is not', null);
  if (type) query = query.where('market', '=', MARKETS[type].code);
  const rows = await query.orderBy('id', 'desc').limit(100).execute();
  return Promise.all(rows.map((o) => offerAnswer(ctx, o, language)));
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
  const customer = await findCustomerById(ctx.db, customerId);
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
  await verifyFundPassword(ctx, customer, input.fund_password);
  return inTransaction(ctx.db, async (tx) => {
    // The key first: a concurrent repeat waits here for the first and then answers it.
    if ((await claimKey(tx, request, now)) === 'repeat')
      return purchaseAnswer(firstResult(await purchaseByNonce(tx, customerId, input.nonce)));
    await lockCustomerForFunds(ctx, tx, customerId, assertMayTrade);
    if ((await soldLots(tx, o.id)) + lots > o.total_lots) refuse('fundraising_insufficient');
    const currency = o.currency as Currency;
    const cost = valueMinor(o.price_e4, lots, currency);
    const row = await tx
      .insertInto('block_purchases')
      .values({
        customer_id: customerId,
        currency,
        status: BLOCK_ROW.frozen,
        credit: cost,
        created_at: now,
        offer_id: o.id,
        quantity: lots,
        nonce: input.nonce ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
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
  return db
    .selectFrom('block_purchases')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('nonce', '=', nonce)
    .executeTakeFirst();
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

/** At each offer's deadline, every purchase becomes a position, locked for the stated days. */
export async function allocateBlocks(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db
    .selectFrom('block_offers')
    .selectAll()
    .where('allocated_at', 'is', null)
    .where('deadline', '<=', now.toISOString())
    .execute();
  let allocated = 0;
  for (const o of due) {
    await inTransaction(ctx.db, async (tx) => {
      const claimed = await tx
        .updateTable('block_offers')
        .set({ allocated_at: now.toISOString() })
        .where('id', '=', o.id)
        .where('allocated_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return;
      const purchases = await tx
        .selectFrom('block_purchases')
        .selectAll()
        .where('offer_id', '=', o.id)
        .where('status', '=', BLOCK_ROW.frozen)
        .execute();
      const currency = o.currency as Currency;
      const lockUntil =
        o.lock_days > 0 ? new Date(now.getTime() + o.lock_days * DAY_MS).toISOString() : null;
      for (const p of purchases) {
        await ctx.ledger.transfer(tx, {
          idempotencyKey: `block_allocation:${p.id}`,
          code: 'block_allocation',
          actor: 'system:blocks',
          customerId: p.customer_id,
          memo: `Block ${o.code} allocated`,
          postings: [
            {
              account: { customerId: p.customer_id, purpose: 'frozen', currency },
              amount: -p.credit,
            },
            {
              account: { customerId: p.customer_id, purpose: 'margin', currency },
              amount: p.credit,
            },
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
        await tx
          .updateTable('block_purchases')
          .set({ status: BLOCK_ROW.allocated, position_id: position.id })
          .where('id', '=', p.id)
          .execute();
      }
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
  const o = await tx
    .selectFrom('block_offers')
    .select(['price_e4', 'approved_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!o) refuse('not_found');
  if (o.approved_at !== null && (await hasPurchases(tx, id))) refuse('price_change_after_sales');
  await tx
    .updateTable('block_offers')
    .set({ price_e4, approved_at: o.approved_at ?? now })
    .where('id', '=', id)
    .execute();
  return { before_e4: o.price_e4 };
}

/** Whether any customer has bought into the offer (its price can then no longer change). */
export async function hasPurchases(tx: Tx, id: number): Promise<boolean> {
  const row = await tx
    .selectFrom('block_purchases')
    .select('id')
    .where('offer_id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A customer's latest block purchases in one currency with their offer's code, price and lock,
 * newest first (the account panel's rows).
 */
export function latestPurchases(
  db: Db | Tx,
  customerId: number,
  currency: Currency,
  limit: number,
) {
  return db
    .selectFrom('block_purchases as b')
    .leftJoin('block_offers as o', 'o.id', 'b.offer_id')
    .select([
      'b.id',
      'b.status',
      'b.credit',
      'b.quantity',
      'b.created_at',
      'o.code',
      'o.price_e4',
      'o.lock_days',
    ])
    .where('b.customer_id', '=', customerId)
    .where('b.currency', '=', currency)
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
}

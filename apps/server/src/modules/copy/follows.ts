import type { Follow } from '@kabuto/shared/contracts/copy';
import type { Language } from '@kabuto/shared/catalogue';
import type { Currency } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import { formatMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { lockCustomerForFunds, parseAmount } from '../funding/service.ts';
import { assertMayMoveFunds, assertMayTrade } from '../customers/standing.ts';
import type { Product, ProductFollow } from './repository.ts';
import { customerFollow, followsOf, insertFollow, navBefore, updateFollow } from './repository.ts';
import { FOLLOW, NAV_SCALE, navE6, productName, productOf, valueOf } from './products.ts';

/** A follower's units in copy-trading products: bought at NAV, locked, redeemed at NAV. */
const DAY_MS = 86_400_000;

export async function follow(
  ctx: AppContext,
  customerId: number,
  input: { id?: number | undefined; money?: string | undefined },
) {
  return inTransaction(ctx.db, async (tx) => {
    await lockCustomerForFunds(ctx, tx, customerId, assertMayTrade);
    const product = await productOf(tx, input.id ?? 0);
    if (!product.on_shelf) refuse('product_unavailable');
    const now = ctx.clock.now();
    if (now.toISOString() >= product.deadline) refuse('copy_trade_time_exceeded');
    const currency = product.currency as Currency;
    const amount = parseAmount(input.money, currency);
    if (amount < product.min_investment)
      refuse('below_minimum', { min: formatMoney(product.min_investment, currency), currency });
    const nav = await navE6(ctx, tx, product);
    const units = Number((BigInt(amount) * NAV_SCALE) / BigInt(nav));
    const lockedUntil = new Date(now.getTime() + product.lock_days * DAY_MS).toISOString();
    const row = await insertFollow(tx, {
      customer_id: customerId,
      currency,
      status: FOLLOW.following,
      amount,
      created_at: now.toISOString(),
      product_id: product.id,
      units,
      entry_nav_e6: nav,
      locked_until: lockedUntil,
    });
    await ctx.ledger.transfer(tx, {
      idempotencyKey: `copy_follow:${row.id}`,
      code: 'copy_follow',
      actor: `customer:${customerId}`,
      customerId,
      memo: `Copy trading: ${units} units of product ${product.id} at NAV ${(nav / 1e6).toFixed(6)}`,
      insufficientMessage: 'available_balance_insufficient',
      postings: [
        { account: { customerId, purpose: 'cash', currency }, amount: -amount },
        { account: { customerId: product.issuer_customer_id, purpose: 'cash', currency }, amount },
      ],
    });
    return { id: row.id, units, nav: (nav / 1e6).toFixed(6), locked_until: lockedUntil };
  });
}

export async function redeem(ctx: AppContext, customerId: number, id: number | undefined) {
  return inTransaction(ctx.db, async (tx) => {
    await lockCustomerForFunds(ctx, tx, customerId, assertMayMoveFunds);
    const row = await customerFollow(tx, customerId, id ?? 0);
    if (!row || row.status !== FOLLOW.following || !row.product_id) refuse('not_found');
    const now = ctx.clock.now().toISOString();
    if (row.locked_until && now < row.locked_until)
      refuse('position_locked', { until: row.locked_until });
    const product = await productOf(tx, row.product_id);
    const nav = await navE6(ctx, tx, product);
    const value = valueOf(row.units ?? 0, nav);
    const currency = product.currency as Currency;
    const productCash = await ctx.ledger.balance(tx, {
      customerId: product.issuer_customer_id,
      purpose: 'cash',
      currency,
    });
    if (productCash < value) refuse('redemption_pending');
    if (value > 0) {
      await ctx.ledger.transfer(tx, {
        idempotencyKey: `copy_redeem:${row.id}`,
        code: 'copy_redeem',
        actor: `customer:${customerId}`,
        customerId,
        memo: `Copy trading: ${row.units} units redeemed at NAV ${(nav / 1e6).toFixed(6)}`,
        postings: [
          {
            account: { customerId: product.issuer_customer_id, purpose: 'cash', currency },
            amount: -value,
          },
          { account: { customerId, purpose: 'cash', currency }, amount: value },
        ],
      });
    }
    await updateFollow(tx, row.id, {
      status: FOLLOW.ended,
      redeemed_amount: value,
      closed_at: now,
    });
    return {
      id: row.id,
      amount: formatMoney(value, currency),
      profit: formatMoney(value - row.amount, currency),
    };
  });
}

/** One follower's row: principal, units, value now, daily and total profit, state. */
async function followAnswer(
  ctx: AppContext,
  r: ProductFollow,
  product: Product,
  language: Language,
): Promise<Follow> {
  const now = ctx.clock.now().toISOString();
  const currency = product.currency as Currency;
  const units = r.units ?? 0;
  const ended = r.status === FOLLOW.ended;
  const nav = await navE6(ctx, ctx.db, product);
  const yesterday = await navBefore(
    ctx.db,
    product.id,
    r.created_at.slice(0, 10),
    now.slice(0, 10),
  );
  const value = ended ? (r.redeemed_amount ?? 0) : valueOf(units, nav);
  const daily = ended
    ? 0
    : valueOf(units, nav) - valueOf(units, yesterday ?? r.entry_nav_e6 ?? nav);
  const locked = !!r.locked_until && now < r.locked_until;
  return {
    id: r.id,
    product_id: product.id,
    name: productName(product, language),
    issuer: product.issuer_name,
    status: r.status,
    state: ended ? 'ended' : locked ? 'locked' : 'following',
    money: formatMoney(r.amount, currency),
    units,
    value: formatMoney(value, currency),
    daily_profit: formatMoney(daily, currency),
    total_profit: formatMoney(value - r.amount, currency),
    locked_until: r.locked_until,
    created_at: r.created_at,
    currency,
  };
}

/** The follower's rows, newest first. */
export async function myFollows(
  ctx: AppContext,
  customerId: number,
  type: MarketType | undefined,
  language: Language,
) {
  const rows = await followsOf(ctx.db, customerId, type ? MARKETS[type].currency : undefined);
  const out: Follow[] = [];
  for (const r of rows) {
    out.push(await followAnswer(ctx, r, await productOf(ctx.db, r.product_id!), language));
  }
  return out;
}

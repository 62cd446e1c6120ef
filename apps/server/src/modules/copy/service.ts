import type { Follow } from '@kabuto/shared/contracts/copy';
import { randomBytes } from 'node:crypto';
import type { Language, MessageKey } from '@kabuto/shared/catalogue';
import type { Currency } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import { formatMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { ProductsTable } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { refuse } from '../../lib/refusal.ts';
import { newInviteCode } from '../../lib/tokens.ts';
import { parseAmount } from '../funding/amounts.ts';
import { lockCustomerForFunds } from '../funding/guards.ts';
import { assertMayMoveFunds, assertMayTrade } from '../customers/standing.ts';
import { customerPositions } from '../positions/service.ts';
import { grossPnlMinor } from '../trading/rules.ts';

/**
 * Copy trading: a product is a strategy account run by an issuer. Followers buy units at NAV
 * (at least the minimum investment, before the deadline); the issuer's orders go through the
 * trading engine in the product's own account and so move the NAV; a follower's daily and total
 * profit are their units × the NAV change. Units are locked for the stated days, then redeemable
 * at NAV. "Expected daily income" is the issuer's stated target, shown next to the realised
 * history and drawdown.
 *
 * NAV is in minor units per unit, scaled by 10^6 (`nav_e6`); a product starts at 1.000000.
 */
export type Product = Selectable<ProductsTable>;
export const FOLLOW = { following: 0, ended: 2 } as const;
const NAV_SCALE = 1_000_000n;
const DAY_MS = 86_400_000;

/** The product account's equity: cash, margin held, and open positions marked to market. */
export async function productEquity(
  ctx: AppContext,
  db: Db | Tx,
  product: Product,
): Promise<number> {
  const currency = product.currency as Currency;
  const account = product.issuer_customer_id;
  const cash = await ctx.ledger.balance(db, { customerId: account, purpose: 'cash', currency });
  const margin = await ctx.ledger.balance(db, { customerId: account, purpose: 'margin', currency });
  const open = await customerPositions(db, { customerId: account, open: true });
  const pnl = open.reduce((t, p) => {
    const price = ctx.market.quote(p.code)?.price_e4 ?? p.buy_price_e4;
    return (
      t +
      grossPnlMinor(
        p.direction === 'short' ? 'short' : 'long',
        p.buy_price_e4,
        price,
        p.quantity,
        currency,
      )
    );
  }, 0);
  return cash + margin + pnl;
}

async function totalUnits(db: Db | Tx, productId: number): Promise<number> {
  const row = await db
    .selectFrom('product_follows')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('units'), eb.lit(0)).as('n'))
    .where('product_id', '=', productId)
    .where('status', '=', FOLLOW.following)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function navE6(ctx: AppContext, db: Db | Tx, product: Product): Promise<number> {
  const units = await totalUnits(db, product.id);
  if (units === 0) return Number(NAV_SCALE);
  const equity = await productEquity(ctx, db, product);
  return Number((BigInt(Math.max(0, equity)) * NAV_SCALE) / BigInt(units));
}

function valueOf(units: number, nav: number): number {
  return Number((BigInt(units) * BigInt(nav)) / NAV_SCALE);
}

export interface ProductInput {
  name: Record<Language, string>;
  issuer_name: string;
  type: MarketType;
  target_daily_bps: number;
  min_investment: string;
  deadline: string;
  lock_days: number;
}

/** The first character of a product's own account number, outside the customers' digits. */
export const PRODUCT_ACCOUNT_PREFIX = 'P';

/** Creates a product and its own trading account (verified; it cannot sign in). */
export async function createProduct(
  ctx: AppContext,
  tx: Tx,
  input: ProductInput,
  actor: string,
): Promise<Product> {
  const currency = MARKETS[input.type].currency;
  const minInvestment = parseAmount(input.min_investment, currency);
  if (Number.isNaN(Date.parse(input.deadline))) refuse('invalid_parameter');
  const secret = randomBytes(24).toString('hex');
  const hash = await hashPassword(secret, ctx.config.passwordHashing);
  const count = await tx
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  // Product accounts are numbered in their own space, "P" and nine digits, which registration
  // (ten digits) can never produce: no customer can take the number the next product needs.
  const account = `${PRODUCT_ACCOUNT_PREFIX}${String(Number(count.n) + 1).padStart(9, '0')}`;
  const issuer = await tx
    .insertInto('customers')
    .values({
      account,
      password_hash: hash,
      fund_password_hash: hash,
      invite_code: newInviteCode(),
      inviter_id: null,
      kyc_status: 'passed',
      language: 'us',
      status_reason: 'copy-trading product account',
      created_at: ctx.clock.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return tx
    .insertInto('products')
    .values({
      name_json: JSON.stringify(input.name),
      issuer_name: input.issuer_name,
      issuer_customer_id: issuer.id,
      currency,
      target_daily_bps: input.target_daily_bps,
      min_investment: minInvestment,
      deadline: new Date(input.deadline).toISOString(),
      lock_days: input.lock_days,
      created_by: actor,
      created_at: ctx.clock.now().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A product by id; one that does not exist is refused with `missing`. */
export async function productOf(
  db: Db | Tx,
  id: number,
  missing: MessageKey = 'product_unavailable',
): Promise<Product> {
  const p = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  if (!p) refuse(missing);
  return p;
}

/** NAV history, the largest peak-to-trough fall, and today's NAV. */
async function history(ctx: AppContext, product: Product) {
  const rows = await ctx.db
    .selectFrom('product_navs')
    .selectAll()
    .where('product_id', '=', product.id)
    .orderBy('date', 'desc')
    .limit(90)
    .execute();
  const series = rows.reverse().map((r) => ({ date: r.date, nav: r.nav_e6 }));
  let peak = 0;
  let drawdown = 0;
  for (const p of series) {
    peak = Math.max(peak, p.nav);
    if (peak > 0) drawdown = Math.max(drawdown, (peak - p.nav) / peak);
  }
  const days = series.length - 1;
  const realisedDaily = days > 0 ? (series[days]!.nav / series[0]!.nav) ** (1 / days) - 1 : 0;
  return { series, drawdown, realisedDaily };
}

export async function productAnswer(ctx: AppContext, product: Product, language: Language) {
  const nav = await navE6(ctx, ctx.db, product);
  const h = await history(ctx, product);
  const currency = product.currency as Currency;
  const now = ctx.clock.now().toISOString();
  return {
    id: product.id,
    name: (JSON.parse(product.name_json) as Record<Language, string>)[language],
    issuer: product.issuer_name,
    currency,
    nav: (nav / 1e6).toFixed(6),
    expected_daily_income_pct: (product.target_daily_bps / 100).toFixed(2),
    realised_daily_income_pct: (h.realisedDaily * 100).toFixed(3),
    max_drawdown_pct: (h.drawdown * 100).toFixed(2),
    history: h.series.map((p) => ({ date: p.date, nav: (p.nav / 1e6).toFixed(6) })),
    min_investment: formatMoney(product.min_investment, currency),
    deadline: product.deadline,
    lock_days: product.lock_days,
    on_shelf: !!product.on_shelf && now < product.deadline,
    followers: (
      await ctx.db
        .selectFrom('product_follows')
        .select('id')
        .where('product_id', '=', product.id)
        .where('status', '=', FOLLOW.following)
        .execute()
    ).length,
  };
}

export async function listProducts(
  ctx: AppContext,
  type: MarketType | undefined,
  language: Language,
) {
  let query = ctx.db.selectFrom('products').selectAll().where('on_shelf', '=', 1);
  if (type) query = query.where('currency', '=', MARKETS[type].currency);
  const rows = await query.orderBy('id', 'desc').limit(100).execute();
  return Promise.all(rows.map((p) => productAnswer(ctx, p, language)));
}

export async function productInfo(ctx: AppContext, id: number, language: Language) {
  const product = await productOf(ctx.db, id);
  if (!product.on_shelf) refuse('product_unavailable');
  return productAnswer(ctx, product, language);
}

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
    const row = await tx
      .insertInto('product_follows')
      .values({
        customer_id: customerId,
        currency,
        status: FOLLOW.following,
        amount,
        created_at: now.toISOString(),
        product_id: product.id,
        units,
        entry_nav_e6: nav,
        locked_until: lockedUntil,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
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
    const row = await tx
      .selectFrom('product_follows')
      .selectAll()
      .where('id', '=', id ?? 0)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
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
    await tx
      .updateTable('product_follows')
      .set({ status: FOLLOW.ended, redeemed_amount: value, closed_at: now })
      .where('id', '=', row.id)
      .execute();
    return {
      id: row.id,
      amount: formatMoney(value, currency),
      profit: formatMoney(value - row.amount, currency),
    };
  });
}

/** Records each product's NAV for the day (once per product and date). */
export async function settleNavs(ctx: AppContext): Promise<number> {
  const date = ctx.clock.now().toISOString().slice(0, 10);
  const products = await ctx.db.selectFrom('products').selectAll().execute();
  let written = 0;
  for (const p of products) {
    const nav = await navE6(ctx, ctx.db, p);
    const result = await ctx.db
      .insertInto('product_navs')
      .values({ product_id: p.id, date, nav_e6: nav })
      .onConflict((oc) => oc.columns(['product_id', 'date']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) written += 1;
  }
  return written;
}

/** The follower's rows: principal, units, value now, daily and total profit, state. */
export async function myFollows(
  ctx: AppContext,
  customerId: number,
  type: MarketType | undefined,
  language: Language,
) {
  let query = ctx.db
    .selectFrom('product_follows')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('product_id', 'is not', null);
  if (type) query = query.where('currency', '=', MARKETS[type].currency);
  const rows = await query.orderBy('id', 'desc').limit(200).execute();
  const now = ctx.clock.now().toISOString();
  const out: Follow[] = [];
  for (const r of rows) {
    const product = await productOf(ctx.db, r.product_id!);
    const currency = product.currency as Currency;
    const nav = await navE6(ctx, ctx.db, product);
    const yesterday = await ctx.db
      .selectFrom('product_navs')
      .select('nav_e6')
      .where('product_id', '=', product.id)
      .where('date', '<', now.slice(0, 10))
      .where('date', '>=', r.created_at.slice(0, 10))
      .orderBy('date', 'desc')
      .limit(1)
      .executeTakeFirst();
    const value = r.status === FOLLOW.ended ? (r.redeemed_amount ?? 0) : valueOf(r.units ?? 0, nav);
    const daily =
      r.status === FOLLOW.ended
        ? 0
        : valueOf(r.units ?? 0, nav) -
          valueOf(r.units ?? 0, yesterday?.nav_e6 ?? r.entry_nav_e6 ?? nav);
    out.push({
      id: r.id,
      product_id: product.id,
      name: (JSON.parse(product.name_json) as Record<Language, string>)[language],
      issuer: product.issuer_name,
      status: r.status,
      state:
        r.status === FOLLOW.ended
          ? 'ended'
          : r.locked_until && now < r.locked_until
            ? 'locked'
            : 'following',
      money: formatMoney(r.amount, currency),
      units: r.units ?? 0,
      value: formatMoney(value, currency),
      daily_profit: formatMoney(daily, currency),
      total_profit: formatMoney(value - r.amount, currency),
      locked_until: r.locked_until,
      created_at: r.created_at,
      currency,
    });
  }
  return out;
}

/** A customer's latest follows in one currency, newest first (the account panel's rows). */
export function latestFollows(
  db: Db | Tx,
  customerId: number,
  currency: Currency,
  limit: number,
): Promise<{ id: number; status: number; amount: number }[]> {
  return db
    .selectFrom('product_follows')
    .select(['id', 'status', 'amount'])
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

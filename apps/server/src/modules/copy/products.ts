import type { Language, MessageKey } from '@kabuto/shared/catalogue';
import type { Currency } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import { formatMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { createProductAccount } from '../customers/service.ts';
import { parseAmount } from '../funding/service.ts';
import { customerPositions } from '../positions/service.ts';
import { grossPnlMinor } from '../trading/service.ts';
import type { Product } from './repository.ts';
import {
  countProducts,
  followTotals,
  insertProduct,
  navHistory,
  productById,
  productsList,
  recordNav,
  updateProduct,
} from './repository.ts';

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
export const FOLLOW = { following: 0, ended: 2 } as const;
export const NAV_SCALE = 1_000_000n;

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
    const direction = p.direction === 'short' ? 'short' : 'long';
    return t + grossPnlMinor(direction, p.buy_price_e4, price, p.quantity, currency);
  }, 0);
  return cash + margin + pnl;
}

export async function navE6(ctx: AppContext, db: Db | Tx, product: Product): Promise<number> {
  const { units } = await followTotals(db, product.id, FOLLOW.following);
  if (units === 0) return Number(NAV_SCALE);
  const equity = await productEquity(ctx, db, product);
  return Number((BigInt(Math.max(0, equity)) * NAV_SCALE) / BigInt(units));
}

export function valueOf(units: number, nav: number): number {
  return Number((BigInt(units) * BigInt(nav)) / NAV_SCALE);
}

export function productName(product: Product, language: Language): string {
  return (JSON.parse(product.name_json) as Record<Language, string>)[language];
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
  // Product accounts are numbered in their own space, "P" and nine digits, which registration
  // (ten digits) can never produce: no customer can take the number the next product needs.
  const number = String((await countProducts(tx)) + 1).padStart(9, '0');
  const issuerId = await createProductAccount(ctx, tx, {
    account: `${PRODUCT_ACCOUNT_PREFIX}${number}`,
    note: 'copy-trading product account',
  });
  return insertProduct(tx, {
    name_json: JSON.stringify(input.name),
    issuer_name: input.issuer_name,
    issuer_customer_id: issuerId,
    currency,
    target_daily_bps: input.target_daily_bps,
    min_investment: minInvestment,
    deadline: new Date(input.deadline).toISOString(),
    lock_days: input.lock_days,
    created_by: actor,
    created_at: ctx.clock.now().toISOString(),
  });
}

/** A product by id; one that does not exist is refused with `missing`. */
export async function productOf(
  db: Db | Tx,
  id: number,
  missing: MessageKey = 'product_unavailable',
): Promise<Product> {
  const p = await productById(db, id);
  if (!p) refuse(missing);
  return p;
}

/** NAV history, the largest peak-to-trough fall, and today's NAV. */
async function history(ctx: AppContext, product: Product) {
  const rows = await navHistory(ctx.db, product.id, 90);
  const series = rows.map((r) => ({ date: r.date, nav: r.nav_e6 }));
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
  const { followers } = await followTotals(ctx.db, product.id, FOLLOW.following);
  return {
    id: product.id,
    name: productName(product, language),
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
    followers,
  };
}

export async function listProducts(
  ctx: AppContext,
  type: MarketType | undefined,
  language: Language,
) {
  const currency = type ? MARKETS[type].currency : undefined;
  const rows = await productsList(ctx.db, { currency, limit: 100 });
  return Promise.all(rows.map((p) => productAnswer(ctx, p, language)));
}

/** Every product, on the shelf or not, newest first (the back office's list). */
export function allProducts(db: Db | Tx): Promise<Product[]> {
  return productsList(db, { all: true });
}

export async function productInfo(ctx: AppContext, id: number, language: Language) {
  const product = await productOf(ctx.db, id);
  if (!product.on_shelf) refuse('product_unavailable');
  return productAnswer(ctx, product, language);
}

/** Records each product's NAV for the day (once per product and date). */
export async function settleNavs(ctx: AppContext): Promise<number> {
  const date = ctx.clock.now().toISOString().slice(0, 10);
  let written = 0;
  for (const p of await allProducts(ctx.db)) {
    if (await recordNav(ctx.db, p.id, date, await navE6(ctx, ctx.db, p))) written += 1;
  }
  return written;
}

/** Puts a product on or off the shelf. */
export async function setShelf(tx: Tx, id: number, onShelf: boolean): Promise<void> {
  await updateProduct(tx, id, { on_shelf: onShelf ? 1 : 0 });
}

import { sql } from 'kysely';
import type { Currency } from '@kabuto/shared/money';
import { formatMoney } from '@kabuto/shared/money';
import { MARKET_TYPES, MARKETS } from '@kabuto/shared/markets';
import type { AccountFigures } from '@kabuto/shared/contracts/funding';
import type { Db } from '../db/transaction.ts';
import { checkLedger } from '../modules/ledger/invariant.ts';
import { PRICE_SCALE } from '../modules/market/price-rules.ts';
import { CURRENCY_SCALE } from '@kabuto/shared/money';
import type { SimCustomer, World } from './world.ts';
import { customerPost } from './world.ts';

/** Customer balances by `customer:purpose:currency`, from the cached balances. */
async function customerBalances(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('ledger_accounts as a')
    .innerJoin('ledger_balances as b', 'b.account_id', 'a.id')
    .select(['a.customer_id', 'a.purpose', 'a.currency', 'b.balance'])
    .where('a.owner_kind', '=', 'customer')
    .execute();
  const map = new Map<string, number>();
  for (const r of rows) map.set(`${r.customer_id}:${r.purpose}:${r.currency}`, Number(r.balance));
  return map;
}

function add(map: Map<string, number>, key: string, amount: number): void {
  map.set(key, (map.get(key) ?? 0) + amount);
}

/** What should be frozen, per `customer:currency`: every request still waiting on money. */
async function expectedFrozen(db: Db): Promise<Map<string, number>> {
  const expected = new Map<string, number>();
  const withdrawals = await db
    .selectFrom('withdrawals')
    .select(['customer_id', 'currency', 'amount'])
    .where('status', '=', 0)
    .execute();
  for (const r of withdrawals) add(expected, `${r.customer_id}:${r.currency}`, Number(r.amount));
  const subscriptions = await db
    .selectFrom('ipo_subscriptions')
    .select(['customer_id', 'currency', 'frozen_amount'])
    .where('status', '=', 1)
    .where('result', '=', 'waiting')
    .execute();
  for (const r of subscriptions)
    add(expected, `${r.customer_id}:${r.currency}`, Number(r.frozen_amount));
  const blocks = await db
    .selectFrom('block_purchases')
    .select(['customer_id', 'currency', 'credit'])
    .where('status', '=', 0)
    .execute();
  for (const r of blocks) add(expected, `${r.customer_id}:${r.currency}`, Number(r.credit));
  const intraday = await db
    .selectFrom('intraday_applications')
    .select(['customer_id', 'currency', 'amount', 'consumed'])
    .where('status', 'in', ['submitted', 'trading', 'closing'])
    .execute();
  for (const r of intraday)
    add(expected, `${r.customer_id}:${r.currency}`, Number(r.amount) - Number(r.consumed));
  // Orders queued for the next open hold their margin and fee (issue 15).
  const queued = await db
    .selectFrom('orders')
    .select(['customer_id', 'currency', 'reserved'])
    .where('status', '=', 'queued')
    .execute();
  for (const r of queued) add(expected, `${r.customer_id}:${r.currency}`, Number(r.reserved));
  return expected;
}

async function checkFrozen(db: Db, balances: Map<string, number>): Promise<string[]> {
  const expected = await expectedFrozen(db);
  const problems: string[] = [];
  const keys = new Set([...expected.keys()]);
  for (const key of balances.keys()) {
    const [customer, purpose, currency] = key.split(':');
    if (purpose === 'frozen') keys.add(`${customer}:${currency}`);
  }
  for (const key of [...keys].sort()) {
    const [customer, currency] = key.split(':');
    const held = balances.get(`${customer}:frozen:${currency}`) ?? 0;
    const owed = expected.get(key) ?? 0;
    if (held !== owed)
      problems.push(`customer ${customer} has ${held} frozen in ${currency}, pending ${owed}`);
  }
  return problems;
}

/** Shares lent out of a position never exceed the shares it holds. */
async function checkLending(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('share_loans as l')
    .innerJoin('positions as p', 'p.id', 'l.position_id')
    .select(['l.position_id', 'p.quantity', 'p.status', sql<number>`sum(l.quantity)`.as('lent')])
    .where('l.status', '=', 'lent')
    .groupBy(['l.position_id', 'p.quantity', 'p.status'])
    .execute();
  const problems: string[] = [];
  for (const r of rows) {
    if (Number(r.lent) > Number(r.quantity))
      problems.push(`position ${r.position_id} lends ${r.lent} of ${r.quantity} shares`);
    if (Number(r.status) === 2)
      problems.push(`closed position ${r.position_id} still lends ${r.lent} shares`);
  }
  return problems;
}

/** The in-memory book holds exactly the open positions: count, margin and P&L per account. */
async function checkBook(w: World): Promise<string[]> {
  const book = w.kabuto.ctx.positionBook;
  if (!book) return ['the context has no position book'];
  const open = await w.kabuto.ctx.db
    .selectFrom('positions')
    .selectAll()
    .where('status', 'in', [0, 1])
    .execute();
  const problems: string[] = [];
  if (book.size !== open.length)
    problems.push(`the book holds ${book.size} positions, the database ${open.length} open`);
  const priceOf = (code: string) => w.market.quote(code)?.price_e4;
  const expected = new Map<string, { margin: number; pnl: number }>();
  for (const p of open) {
    const key = `${p.customer_id}:${p.currency}`;
    const e = expected.get(key) ?? { margin: 0, pnl: 0 };
    const price = priceOf(p.code) ?? p.buy_price_e4;
    const sign = p.direction === 'short' ? -1 : 1;
    const minor = 10 ** CURRENCY_SCALE[p.currency as Currency];
    e.margin += Number(p.margin);
    e.pnl += (((price - p.buy_price_e4) * sign * p.quantity) / PRICE_SCALE) * minor;
    expected.set(key, e);
  }
  for (const [key, risk] of book.revalue(priceOf)) {
    const e = expected.get(key) ?? { margin: 0, pnl: 0 };
    if (risk.margin !== e.margin || Math.abs(risk.pnl - e.pnl) > 1e-6 * (1 + Math.abs(e.pnl)))
      problems.push(
        `book account ${key}: margin ${risk.margin} P&L ${risk.pnl}; database ${e.margin} / ${e.pnl}`,
      );
  }
  return problems;
}

/** Money text to hundredths (the figures carry two decimals). */
function hundredths(text: string): bigint {
  const match = /^(-)?(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new Error(`not money text: ${text}`);
  const value = BigInt(match[2]! + match[3]!);
  return match[1] ? -value : value;
}

/**
 * The account figures the customer sees add up and match the ledger (docs/decisions.md, Account
 * figures): available is the cash account, the frozen lines are the frozen and collateral
 * accounts, margin and loans are theirs, and every total is the sum of its parts.
 */
function figureProblems(
  f: AccountFigures,
  ledger: (purpose: string) => string,
  where: string,
): string[] {
  const h = hundredths;
  const lines = f.frozen_lines.reduce((t, l) => t + h(l.amount), 0n);
  const checks: [string, bigint, bigint][] = [
    ['available = ledger cash', h(f.available), h(ledger('cash'))],
    ['frozen = Σ frozen lines', h(f.frozen), lines],
    ['frozen = ledger frozen + collateral', lines, h(ledger('frozen')) + h(ledger('collateral'))],
    ['balance = available + frozen', h(f.balance), h(f.available) + lines],
    ['positions margin = ledger margin', h(f.positions_margin), h(ledger('margin'))],
    ['loans = ledger credit used', h(f.loans), h(ledger('credit_used'))],
    [
      'total = balance + margin + P&L + products',
      h(f.total_assets),
      h(f.balance) + h(f.positions_margin) + h(f.floating_pnl) + h(f.products_value),
    ],
    [
      'liabilities = loans + borrowed',
      h(f.total_liabilities),
      h(f.loans) + h(f.positions_borrowed),
    ],
    ['net = total − loans', h(f.net_assets), h(f.total_assets) - h(f.loans)],
  ];
  return checks
    .filter(([, shown, expected]) => shown !== expected)
    .map(([rule, shown, expected]) => `${where}: ${rule}: ${shown} ≠ ${expected} (hundredths)`);
}

async function checkPanels(
  w: World,
  customers: readonly SimCustomer[],
  balances: Map<string, number>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const c of customers) {
    for (const type of MARKET_TYPES) {
      const currency = MARKETS[type].currency;
      const figures = await customerPost<AccountFigures>(w, '/user/assets', { type }, c.headers);
      if (figures.status !== 1) continue; // signed out by a ban
      const ledger = (purpose: string) =>
        formatMoney(balances.get(`${c.id}:${purpose}:${currency}`) ?? 0, currency);
      problems.push(...figureProblems(figures.data, ledger, `customer ${c.id} ${type}`));
    }
  }
  return problems;
}

/** Every invariant, read back from the database and the process; an empty list when all hold. */
export async function checkInvariants(
  w: World,
  touched: readonly SimCustomer[],
): Promise<string[]> {
  const db = w.kabuto.ctx.db;
  const ledger = await checkLedger(db);
  const balances = await customerBalances(db);
  return [
    ...ledger.problems,
    ...(await checkFrozen(db, balances)),
    ...(await checkLending(db)),
    ...(await checkBook(w)),
    ...(await checkPanels(w, touched, balances)),
  ];
}

const FINGERPRINTED = [
  'customers',
  'customer_sessions',
  'ledger_transfers',
  'ledger_postings',
  'ledger_accounts',
  'audit_log',
  'review_items',
  'withdrawals',
  'ipo_subscriptions',
  'product_follows',
  'block_purchases',
  'positions',
  'bank_cards',
  'uploads',
  'recharges',
  'exchanges',
  'orders',
  'kyc_applications',
  'loans',
  'share_loans',
  'intraday_applications',
  'messages',
] as const;

/**
 * A cheap fingerprint of what a command may write, in one query: each table's row count, and
 * the sum of the cached balances. A refused command must leave it unchanged.
 */
export async function fingerprint(db: Db): Promise<string> {
  const counts = FINGERPRINTED.map((t) => `(select count(*) from ${t}) as ${t}`);
  const query = sql<
    Record<string, number | string>
  >`select ${sql.raw(counts.join(', '))}, (select coalesce(sum(abs(balance)), 0) from ledger_balances) as balances`;
  const row = (await query.execute(db)).rows[0] ?? {};
  return Object.entries(row)
    .map(([k, v]) => `${k}=${Number(v)}`)
    .join(' ');
}

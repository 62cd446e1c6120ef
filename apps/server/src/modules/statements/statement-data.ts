import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import { TRANSFER_CODES, balancesAt, customerPostings } from '../ledger/service.ts';
import { valueMinor } from '../market/price-rules.ts';
import { positionsClosedBetween, positionsHeldAt } from '../positions/service.ts';
import type { Currency } from '@kabuto/shared/money';
import type { Period } from './periods.ts';
import type { ConfirmationRow } from './repository.ts';
import { confirmationsBetween } from './repository.ts';

/**
 * What a statement says, read from the ledger (balances and every movement), the positions (held
 * at the period's end, closed in it) and the confirmations (fees, stamp duty, trades). Amounts are
 * minor units of their currency; a statement's closing balances are the ledger's at its end.
 */
export interface StatementData {
  period: Period;
  balances: { currency: string; purpose: string; opening: number; closing: number }[];
  movements: {
    at: string;
    transferId: number;
    code: string;
    currency: string;
    purpose: string;
    amount: number;
  }[];
  positions: {
    code: string;
    currency: string;
    direction: string;
    quantity: number;
    leverage: number;
    buy_price_e4: number;
    price_e4: number;
    value: number;
  }[];
  /** Per currency: realised P&L, fees, stamp duty, loan interest charged, lending fees earned. */
  totals: {
    currency: string;
    realised: number;
    fees: number;
    stampDuty: number;
    interestCharged: number;
    lendingEarned: number;
  }[];
  trades: ConfirmationRow[];
}

/** The local day after the period (`2026-11-01` for `2026-10`): its prices are the day before's. */
function dayAfter(period: Period): string {
  if (period.kind === 'year') return `${Number(period.key) + 1}-01-01`;
  const [y, m] = period.key.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The last close of `code` before the local day `before`; the quote when there is no bar. */
function closeBefore(ctx: AppContext, code: string, before: string): number | undefined {
  const bars = ctx.market.bars(code, 'day', 'none', 400);
  for (let i = bars.length - 1; i >= 0; i -= 1) {
    const bar = bars[i]!;
    if (bar.time.slice(0, 10) < before) return bar.close_e4;
  }
  return ctx.market.quote(code)?.price_e4;
}

async function balancesOf(db: Db | Tx, customerId: number, period: Period) {
  const at = (instant: string) =>
    balancesAt(db, { customerIds: [customerId], at: instant, counting: 'before' });
  const [opening, closing] = await Promise.all([at(period.start), at(period.end)]);
  const key = (b: { purpose: string; currency: string }) => `${b.currency}:${b.purpose}`;
  const rows = new Map<string, StatementData['balances'][number]>();
  const row = (b: { purpose: string; currency: string }) =>
    rows.get(key(b)) ?? { currency: b.currency, purpose: b.purpose, opening: 0, closing: 0 };
  // The ledger answers per transfer code; a statement shows each account's balance.
  for (const b of closing) rows.set(key(b), { ...row(b), closing: row(b).closing + b.amount });
  for (const b of opening) rows.set(key(b), { ...row(b), opening: row(b).opening + b.amount });
  return [...rows.values()]
    .filter((r) => r.opening !== 0 || r.closing !== 0)
    .sort((a, b) => key(a).localeCompare(key(b)));
}

function totalsOf(
  movements: StatementData['movements'],
  closed: { currency: string; realised_pnl: number | null }[],
  trades: ConfirmationRow[],
): StatementData['totals'] {
  const byCurrency = new Map<string, StatementData['totals'][number]>();
  const row = (currency: string) => {
    let r = byCurrency.get(currency);
    if (!r) {
      r = { currency, realised: 0, fees: 0, stampDuty: 0, interestCharged: 0, lendingEarned: 0 };
      byCurrency.set(currency, r);
    }
    return r;
  };
  for (const p of closed) row(p.currency).realised += p.realised_pnl ?? 0;
  for (const t of trades) {
    row(t.currency).fees += t.fee;
    row(t.currency).stampDuty += t.stamp_duty;
  }
  for (const m of movements) {
    if (m.code === 'loan_interest' && m.purpose === 'credit_used')
      row(m.currency).interestCharged += m.amount;
    if (m.code === 'lending_fee' && m.purpose === 'cash') row(m.currency).lendingEarned += m.amount;
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

export async function statementData(
  ctx: AppContext,
  customerId: number,
  period: Period,
): Promise<StatementData> {
  const db = ctx.db;
  const postings = await customerPostings(db, {
    customerId,
    codes: TRANSFER_CODES,
    from: period.start,
    to: period.end,
  });
  const movements = postings
    .map((p) => ({
      at: p.createdAt,
      transferId: p.transferId,
      code: p.code,
      currency: p.currency,
      purpose: p.purpose,
      amount: p.amount,
    }))
    .reverse();
  const [balances, held, closed, trades] = await Promise.all([
    balancesOf(db, customerId, period),
    positionsHeldAt(db, { customerIds: [customerId], at: period.end, counting: 'before' }),
    positionsClosedBetween(db, customerId, period.start, period.end),
    confirmationsBetween(db, customerId, period.start, period.end),
  ]);
  const before = dayAfter(period);
  const positions = held.map((p) => {
    const price_e4 = closeBefore(ctx, p.code, before) ?? p.buy_price_e4;
    return {
      code: p.code,
      currency: p.currency,
      direction: p.direction,
      quantity: p.quantity,
      leverage: p.leverage,
      buy_price_e4: p.buy_price_e4,
      price_e4,
      value: valueMinor(price_e4, p.quantity, p.currency as Currency),
    };
  });
  return {
    period,
    balances,
    movements,
    positions,
    totals: totalsOf(movements, closed, trades),
    trades,
  };
}

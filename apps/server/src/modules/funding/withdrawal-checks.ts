import type { MarketType } from '@kabuto/shared/markets';
import { MARKETS } from '@kabuto/shared/markets';
import type { MarketCurrency } from '@kabuto/shared/markets';
import { formatMoney } from '@kabuto/shared/money';
import type { WithdrawalCheckRule } from '@kabuto/shared/contracts/funding';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/transaction.ts';
import type { Customer } from '../../db/schema.ts';
import { Refusal, refuse } from '../../lib/refusal.ts';
import { customerRow } from '../customers/service.ts';
import { assertMayDrawFunds } from '../customers/standing.ts';
import { customerBalanceKey } from '../ledger/ledger.ts';
import { hasOpenPosition } from '../positions/service.ts';
import { setting } from '../site/service.ts';
import { limitMinor } from './amounts.ts';
import { assertFundingHours, assertNoFundOperationPending } from './guards.ts';
import { activeCards } from './repository.ts';

/**
 * The rules of a withdrawal (SPEC §5, §6, §9, PRODUCT.md), each written once and used twice: the
 * withdrawal screen's checklist asks all of them before the fund password is asked
 * (user/withdrawcheck), and the withdrawal itself checks them again, in its transaction, with the
 * customer locked. Each rule refuses with its own catalogue message.
 */

/** Standing: not banned, not frozen, identity verified. */
export const checkStanding = (customer: Customer) => assertMayDrawFunds(customer);

export function checkFundPasswordSet(customer: Customer): void {
  if (!customer.fund_password_hash) refuse('fund_password_not_set');
}

export async function checkBankCard(db: Db | Tx, customerId: number): Promise<void> {
  if ((await activeCards(db, customerId)).length === 0) refuse('bank_card_required');
}

/** Open positions stop a withdrawal while the setting says so (the default). */
export async function checkNoPositions(db: Db | Tx, customerId: number): Promise<void> {
  if (!(await setting(db, 'withdrawal_requires_no_positions'))) return;
  if (await hasOpenPosition(db, customerId)) refuse('positions_open');
}

/**
 * The amount against the minimum (the checklist asks it of the whole cash). That the cash covers
 * the amount the ledger checks when it freezes it (`available_balance_insufficient`).
 */
export async function checkMinimum(db: Db | Tx, type: MarketType, amount: number): Promise<void> {
  const min = await setting(db, MARKETS[type].settings.withdrawalMin);
  if (amount < limitMinor(min, MARKETS[type].currency))
    refuse('withdrawal_below_minimum', { min: String(min), currency: MARKETS[type].currency });
}

async function availableCash(
  ctx: AppContext,
  db: Db | Tx,
  customerId: number,
  currency: MarketCurrency,
): Promise<number> {
  const balances = await ctx.ledger.customerBalances(db, customerId);
  return balances.get(customerBalanceKey('cash', currency)) ?? 0;
}

/** One rule's outcome on the checklist: passed, or the message it refuses with. */
async function outcome(rule: WithdrawalCheckRule, check: () => void | Promise<void>) {
  try {
    await check();
    return { rule, ok: true, msg: null, params: {} };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const params = Object.fromEntries(
      Object.entries(error.params ?? {}).map(([k, v]) => [k, String(v)]),
    );
    return { rule, ok: false, msg: error.msg, params };
  }
}

/**
 * Every rule evaluated for the customer now, in the order the screen lists them; `withdrawable`
 * is the cash that may leave now (none while a rule stops every withdrawal).
 */
export async function withdrawalChecklist(ctx: AppContext, customerId: number, type: MarketType) {
  const currency = MARKETS[type].currency;
  const customer = await customerRow(ctx.db, customerId);
  if (!customer) refuse('account_not_found');
  const db = ctx.db;
  const min = await setting(db, MARKETS[type].settings.withdrawalMin);
  const cash = await availableCash(ctx, db, customerId, currency);
  const items = [
    await outcome('standing', () => checkStanding(customer)),
    await outcome('fund_password', () => checkFundPasswordSet(customer)),
    await outcome('bank_card', () => checkBankCard(db, customerId)),
    await outcome('funding_hours', () => assertFundingHours(ctx, db, currency)),
    await outcome('no_positions', () => checkNoPositions(db, customerId)),
    await outcome('no_pending_request', () => assertNoFundOperationPending(db, customerId)),
    await outcome('minimum', () => checkMinimum(db, type, cash)),
  ];
  const ready = items.every((i) => i.ok);
  return {
    currency,
    ready,
    available: formatMoney(cash, currency),
    withdrawable: formatMoney(ready ? cash : 0, currency),
    min: String(min),
    fee: '0.00',
    items,
  };
}

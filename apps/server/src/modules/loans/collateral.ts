import type { Currency } from '@kabuto/shared/money';
import type { MarketType } from '@kabuto/shared/markets';
import { formatMoney } from '@kabuto/shared/money';
import { MARKETS } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { refuse } from '../../lib/refusal.ts';
import { assertMayMoveFunds } from '../customers/standing.ts';
import { countTransfersKeyed } from '../ledger/service.ts';
import { lockCustomerForFunds, parseAmount } from '../funding/service.ts';
import { balance, outstandingLoan } from './credit.ts';

/**
 * Credit top-up (PRODUCT.md): cash pledged as collateral raises the loanable amount and is
 * released when nothing is owed.
 */

export async function releaseCollateralIn(
  ctx: AppContext,
  tx: Tx,
  customerId: number,
  currency: Currency,
) {
  const pledged = await balance(ctx, tx, customerId, 'collateral', currency);
  if (pledged <= 0) return 0;
  const earlier = await countTransfersKeyed(tx, `collateral_released:${customerId}:${currency}:`);
  await ctx.ledger.transfer(tx, {
    idempotencyKey: `collateral_released:${customerId}:${currency}:${earlier + 1}`,
    code: 'collateral_released',
    actor: 'system:credit',
    customerId,
    memo: 'Collateral released: nothing owed',
    postings: [
      { account: { customerId, purpose: 'collateral', currency }, amount: -pledged },
      { account: { customerId, purpose: 'cash', currency }, amount: pledged },
    ],
  });
  return pledged;
}

/** Credit top-up: a positive whole amount of cash pledged as collateral. */
export async function creditTopUp(
  ctx: AppContext,
  customerId: number,
  input: { type: MarketType; money?: string | undefined },
) {
  const currency = MARKETS[input.type].currency;
  const text = (input.money ?? '').trim();
  if (!/^\d+$/.test(text) || Number(text) <= 0) refuse('credit_amount_integer');
  const amount = parseAmount(text, currency);
  return inTransaction(ctx.db, async (tx) => {
    await lockCustomerForFunds(ctx, tx, customerId, assertMayMoveFunds);
    const earlier = await countTransfersKeyed(tx, `collateral_pledged:${customerId}:${currency}:`);
    await ctx.ledger.transfer(tx, {
      idempotencyKey: `collateral_pledged:${customerId}:${currency}:${earlier + 1}`,
      code: 'collateral_pledged',
      actor: `customer:${customerId}`,
      customerId,
      memo: 'Credit top-up: cash pledged as collateral',
      insufficientMessage: 'balance_insufficient',
      postings: [
        { account: { customerId, purpose: 'cash', currency }, amount: -amount },
        { account: { customerId, purpose: 'collateral', currency }, amount },
      ],
    });
    return {
      collateral: formatMoney(await balance(ctx, tx, customerId, 'collateral', currency), currency),
    };
  });
}

/** Releases pledged collateral on request when no loan is outstanding. */
export async function releaseCollateral(ctx: AppContext, customerId: number, type: MarketType) {
  const currency = MARKETS[type].currency;
  return inTransaction(ctx.db, async (tx) => {
    await lockCustomerForFunds(ctx, tx, customerId, assertMayMoveFunds);
    if (await outstandingLoan(tx, customerId)) refuse('loan_outstanding');
    const released = await releaseCollateralIn(ctx, tx, customerId, currency);
    return { released: formatMoney(released, currency) };
  });
}

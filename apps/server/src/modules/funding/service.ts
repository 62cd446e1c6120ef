import type { Currency } from '@kabuto/shared/money';
import type { Db, Tx } from '../../db/transaction.ts';
import { RECHARGE_STATUS } from './deposits.ts';

/** What other modules use to take an amount and to lock a customer before moving funds. */
export { parseAmount } from './amounts.ts';
export { lockCustomerForFunds } from './guards.ts';
export { verifyFundPassword } from './guards.ts';

/** The funding module's queries for other modules. */

/** A customer's latest withdrawals in one currency, newest first (the account panel's rows). */
export function latestWithdrawals(
  db: Db | Tx,
  customerId: number,
  currency: Currency,
  limit: number,
) {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'status', 'amount', 'currency', 'created_at', 'reason', 'decided_at'])
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The total of a customer's approved deposits in one currency (the credit score counts it). */
export async function approvedDepositTotal(
  db: Db | Tx,
  customerId: number,
  currency: Currency,
): Promise<number> {
  const row = await db
    .selectFrom('recharges')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .where('status', '=', RECHARGE_STATUS.passed)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

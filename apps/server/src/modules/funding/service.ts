import type { Currency } from '@kabuto/shared/money';
import type { Db, Tx } from '../../db/transaction.ts';

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

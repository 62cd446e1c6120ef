import type { Currency } from '@kabuto/shared/money';
import type { Db, Tx } from '../../db/transaction.ts';
import { RECHARGE_STATUS } from './deposits.ts';
import { rechargeTotal } from './repository.ts';

/** What other modules use to take an amount and to lock a customer before moving funds. */
export { parseAmount } from './amounts.ts';
export { lockCustomerForFunds } from './guards.ts';
export { verifyFundPassword } from './guards.ts';

/** The funding module's queries for other modules. */

/** A customer's latest withdrawals in one currency (the account panel's and history's rows). */
export { withdrawalHistory } from './withdrawals.ts';

/** The total of a customer's approved deposits in one currency (the credit score counts it). */
export function approvedDepositTotal(
  db: Db | Tx,
  customerId: number,
  currency: Currency,
): Promise<number> {
  return rechargeTotal(db, customerId, currency, RECHARGE_STATUS.passed);
}

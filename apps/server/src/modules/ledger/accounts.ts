import type { Currency } from '@kabuto/shared/money';

/**
 * What a ledger account holds. A customer has one account per currency and purpose; customer
 * accounts can never go below zero. House accounts are the broker's side of every movement.
 */
export const CUSTOMER_PURPOSES = [
  'cash',
  'frozen',
  /** What the customer owes on credit loans (principal and interest); its other side is the loan book. */
  'credit_used',
  'margin',
  /** Cash pledged as collateral for credit (credit top-up). */
  'collateral',
] as const;
export type CustomerPurpose = (typeof CUSTOMER_PURPOSES)[number];

export const HOUSE_PURPOSES = [
  /** Money arriving from or leaving to the outside world (bank, payment channels). */
  'funding',
  /** The simulated money that funds demo and practice accounts. */
  'simulation',
  'fees',
  'fx',
  'credit',
  /** The broker's side of customers' trading gains and losses in simulation. */
  'trading',
  /** The counterpart of customers' loan obligations. */
  'loan_book',
  /** Pays the daily fee to customers who lend shares. */
  'lending',
] as const;
export type HousePurpose = (typeof HOUSE_PURPOSES)[number];

export type AccountRef =
  | { customerId: number; purpose: CustomerPurpose; currency: Currency }
  | { house: HousePurpose; currency: Currency };

export function accountCode(ref: AccountRef): string {
  return 'house' in ref
    ? `h:${ref.house}:${ref.currency}`
    : `c:${ref.customerId}:${ref.purpose}:${ref.currency}`;
}

export function isCustomerRef(
  ref: AccountRef,
): ref is { customerId: number; purpose: CustomerPurpose; currency: Currency } {
  return 'customerId' in ref;
}

/** Why a transfer happened. Every transfer carries one. */
export const TRANSFER_CODES = [
  'demo_funding',
  'recharge',
  'deposit',
  'withdrawal_freeze',
  'withdrawal_paid',
  'withdrawal_returned',
  'exchange',
  'reversal',
  'trade_open',
  'trade_close',
  'liquidation',
  'loan_disbursed',
  'loan_interest',
  'loan_repaid',
  'collateral_pledged',
  'collateral_released',
  'ipo_freeze',
  'ipo_refund',
  'ipo_payment',
  'block_freeze',
  'block_allocation',
  'lending_fee',
  'copy_follow',
  'copy_redeem',
  'intraday_freeze',
  'intraday_release',
  /** Margin and fees held while an order rests (frozen), and their return (issue 15). */
  'order_reserve',
  'order_release',
] as const;
export type TransferCode = (typeof TRANSFER_CODES)[number];

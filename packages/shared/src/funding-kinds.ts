/**
 * The fixed lists of funding: the kinds of fund records and the types of bank card. Free of zod,
 * so the customer app's production bundle uses the same lists the contracts and the server do.
 */

/** The kinds of user/fundlist, one per tab of the records screen. */
export const FUND_RECORD_KINDS = ['trade', 'recharge', 'withdraw'] as const;
export type FundRecordKind = (typeof FUND_RECORD_KINDS)[number];

/** The types of bank card a customer binds (user/addbank `card_type`). */
export const CARD_TYPES = ['ordinary', 'current', 'savings', 'debit'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** The rules of a withdrawal, in the order the withdrawal screen's checklist lists them. */
export const WITHDRAWAL_CHECK_RULES = [
  'standing',
  'fund_password',
  'bank_card',
  'funding_hours',
  'no_positions',
  'no_pending_request',
  'minimum',
] as const;
export type WithdrawalCheckRule = (typeof WITHDRAWAL_CHECK_RULES)[number];

/**
 * Why money is set aside, one line each on the account figures: pending withdrawals, IPO
 * subscriptions, block purchases awaiting allocation, day-trading applications, cash pledged as
 * loan collateral, and anything else frozen.
 */
export const FROZEN_KINDS = [
  'withdrawal',
  'ipo',
  'block',
  'intraday',
  'collateral',
  'other',
] as const;
export type FrozenKind = (typeof FROZEN_KINDS)[number];

export function isFundRecordKind(value: unknown): value is FundRecordKind {
  return typeof value === 'string' && (FUND_RECORD_KINDS as readonly string[]).includes(value);
}

export function isCardType(value: unknown): value is CardType {
  return typeof value === 'string' && (CARD_TYPES as readonly string[]).includes(value);
}

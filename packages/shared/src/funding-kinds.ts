/**
 * The fixed lists of funding: the kinds of fund records and the types of bank card. Free of zod,
 * so the customer app's production bundle uses the same lists the contracts and the server do.
 */

/** The kinds of user/fundlist, one per tab of the records screen. */
export const FUND_RECORD_KINDS = ['trade', 'recharge', 'withdraw'] as const;
export type FundRecordKind = (typeof FUND_RECORD_KINDS)[number];

/**
 * The groups of fund records a customer filters by, each with the ledger's transfer codes it
 * holds. Every transfer code is in exactly one group (a test checks it), so every record has a
 * label and a filter.
 */
export const RECORD_GROUPS = {
  trading: ['trade_open', 'trade_close', 'liquidation', 'order_reserve', 'order_release'],
  ipo: ['ipo_freeze', 'ipo_refund', 'ipo_payment'],
  block: ['block_freeze', 'block_allocation'],
  copy: ['copy_follow', 'copy_redeem'],
  intraday: ['intraday_freeze', 'intraday_release'],
  loan: [
    'loan_disbursed',
    'loan_interest',
    'loan_repaid',
    'collateral_pledged',
    'collateral_released',
  ],
  lending: ['lending_fee'],
  exchange: ['exchange'],
  recharge: ['recharge', 'deposit', 'demo_funding'],
  withdraw: ['withdrawal_freeze', 'withdrawal_paid', 'withdrawal_returned'],
  other: ['reversal'],
} as const;
export type RecordGroup = keyof typeof RECORD_GROUPS;
export const RECORD_GROUP_NAMES = [
  'trading',
  'ipo',
  'block',
  'copy',
  'intraday',
  'loan',
  'lending',
  'exchange',
  'recharge',
  'withdraw',
  'other',
] as const satisfies readonly RecordGroup[];
/** Every transfer code a fund record can carry. */
export type RecordCode = (typeof RECORD_GROUPS)[RecordGroup][number];

export function isRecordGroup(value: unknown): value is RecordGroup {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(RECORD_GROUPS, value);
}

/** The groups a tab of the records screen offers. */
export function groupsOfKind(kind: FundRecordKind): RecordGroup[] {
  if (kind === 'recharge') return ['recharge'];
  if (kind === 'withdraw') return ['withdraw'];
  return RECORD_GROUP_NAMES.filter((g) => g !== 'recharge' && g !== 'withdraw');
}

/** The group of a transfer code; 'other' for a code no group names. */
export function groupOfCode(code: string): RecordGroup {
  for (const group of RECORD_GROUP_NAMES) {
    if ((RECORD_GROUPS[group] as readonly string[]).includes(code)) return group;
  }
  return 'other';
}

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
  /** Orders queued for the next open, or resting, holding margin and fees (issue 15). */
  'order',
  'other',
] as const;
export type FrozenKind = (typeof FROZEN_KINDS)[number];

export function isFundRecordKind(value: unknown): value is FundRecordKind {
  return typeof value === 'string' && (FUND_RECORD_KINDS as readonly string[]).includes(value);
}

export function isCardType(value: unknown): value is CardType {
  return typeof value === 'string' && (CARD_TYPES as readonly string[]).includes(value);
}

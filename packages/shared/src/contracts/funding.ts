/** Passwords, bank cards, deposits, withdrawals, exchange, fund records and account figures. */
import { z } from 'zod';
import { MARKET_TYPES } from '../markets.ts';
import { CURRENCIES } from '../money.ts';
import {
  decimal,
  endpoint,
  form,
  id,
  instant,
  marketType,
  money,
  nonce,
  pageNumber,
  pageSize,
  rowId,
  signedInt,
  text,
} from '../contract.ts';

import {
  FROZEN_KINDS,
  FUND_RECORD_KINDS,
  RECORD_GROUP_NAMES,
  WITHDRAWAL_CHECK_RULES,
} from '../funding-kinds.ts';

export {
  FROZEN_KINDS,
  type FrozenKind,
  FUND_RECORD_KINDS,
  WITHDRAWAL_CHECK_RULES,
  type FundRecordKind,
  type WithdrawalCheckRule,
} from '../funding-kinds.ts';

const marketCurrency = z.enum(['JPY', 'USD', 'CNY']);
const passwords = form({ oldpassword: text(), password: text(), repassword: text() });
const exchangeBody = form({ from: text(), to: text(), money: text(), nonce: nonce() });

/** A bound bank card, its number masked. */
export const bankCard = z.strictObject({
  id: rowId(),
  name: z.string(),
  card: z.string(),
  card_type: z.string(),
  bank: z.string(),
  branch: z.string(),
  branch_code: z.string(),
  created_at: instant(),
});
export type BankCard = z.output<typeof bankCard>;

/** A quick recharge or bank deposit. Status: 0 submitted, 1 passed, 2 rejected (SPEC §4). */
export const rechargeRecord = z.strictObject({
  id: rowId(),
  order_no: z.string(),
  /** The transfer screenshot of a bank deposit (user/upload/{id}). */
  proof_upload_id: rowId().nullable(),
  currency: z.string(),
  money: money(),
  /** `quick` or `bank`. */
  kind: z.string(),
  channel: z.string(),
  /** Confirmed at once by the simulated channel. */
  simulated: z.boolean(),
  status: z.int(),
  /** The transfer reference the customer writes on a bank transfer. */
  reference: z.string(),
  reason: z.string().nullable(),
  created_at: instant(),
  decided_at: instant().nullable(),
  transfer_id: rowId().nullable(),
});
export type RechargeRecord = z.output<typeof rechargeRecord>;

export const depositAccount = z.strictObject({
  currency: marketCurrency,
  /** The receiving account: holder, number, bank and branch. */
  name: z.string(),
  number: z.string(),
  bank: z.string(),
  branch: z.string(),
  /** The customer's transfer reference. */
  reference: z.string(),
  /** The largest deposit. */
  max: money(),
  /** When transfers are credited (free text from settings). */
  hours: z.string(),
  days: z.string(),
});
export type DepositAccount = z.output<typeof depositAccount>;

export const withdrawRules = z.strictObject({
  currency: marketCurrency,
  min: money(),
  /** A withdrawal is refused while positions are open. */
  requires_no_positions: z.boolean(),
  fee: money(),
});
export type WithdrawRules = z.output<typeof withdrawRules>;

/** The checklist of user/withdrawcheck: every rule evaluated now, before the fund password. */
export const withdrawalChecklist = z.strictObject({
  currency: marketCurrency,
  /** Every rule passes: the customer may withdraw now. */
  ready: z.boolean(),
  /** The cash of the currency (what is not frozen). */
  available: money(),
  /** What may leave now: the available cash when ready, otherwise 0. */
  withdrawable: money(),
  min: money(),
  fee: money(),
  items: z.array(
    z.strictObject({
      rule: z.enum(WITHDRAWAL_CHECK_RULES),
      ok: z.boolean(),
      /** The catalogue message the rule refuses with, null when it passes. */
      msg: z.string().nullable(),
      params: z.record(z.string(), z.string()),
    }),
  ),
});
export type WithdrawalChecklist = z.output<typeof withdrawalChecklist>;

export const withdrawalReceipt = z.strictObject({
  id: rowId(),
  order_no: z.string(),
  currency: z.string(),
  money: money(),
  fee: money(),
  /** 0 pending, 1 passed, 2 rejected. */
  status: z.int(),
  reason: z.string().nullable(),
  created_at: instant(),
  decided_at: instant().nullable(),
  /** When the money is expected to arrive (free text). */
  arrival: z.string(),
  transfer_ids: z.array(rowId()),
});
export type WithdrawalReceipt = z.output<typeof withdrawalReceipt>;

export const exchangeQuote = z.strictObject({
  from: z.enum(CURRENCIES),
  to: z.enum(CURRENCIES),
  money: money(),
  mid_rate: decimal(),
  /** The rate applied: the mid rate less the spread. */
  rate: decimal(),
  spread_bps: z.int(),
  received: money(),
});
export type ExchangeQuote = z.output<typeof exchangeQuote>;

export const exchangeReceipt = z.strictObject({
  id: rowId(),
  order_no: z.string(),
  from: z.string(),
  to: z.string(),
  money: money(),
  received: money(),
  rate: decimal(),
  spread_bps: z.int(),
  transfer_id: rowId(),
  created_at: instant(),
});
export type ExchangeReceipt = z.output<typeof exchangeReceipt>;

export const wallet = z.strictObject({ currency: z.string(), cash: money(), frozen: money() });
export type Wallet = z.output<typeof wallet>;

export const fundRecordDetail = z.strictObject({
  /** The stock's code and its name in the reader's language. */
  code: z.string().nullable(),
  name: z.string().nullable(),
  /** How many, in `unit`. */
  quantity: z.int().nullable(),
  unit: z.enum(['shares', 'lots', 'units']).nullable(),
  /** A copy-trading product's name in the reader's language. */
  product: z.string().nullable(),
  /** A credit loan's number. */
  loan_no: z.string().nullable(),
  /** An exchange's currencies and rate. */
  from_currency: z.string().nullable(),
  to_currency: z.string().nullable(),
  rate: z.string().nullable(),
  /** The withdrawal's order number (W…) or the day-trading application's number (D…). */
  request_no: z.string().nullable(),
});
export type FundRecordDetail = z.output<typeof fundRecordDetail>;

export const fundRecord = z.strictObject({
  transfer_id: rowId(),
  order_no: z.string(),
  /** The ledger's code for why the money moved (recharge, deposit, exchange, …). */
  type: z.string(),
  currency: z.string(),
  /** Effect on cash. */
  amount: money(),
  /** Effect on frozen money. */
  frozen: money(),
  memo: z.string().nullable(),
  time: instant(),
  /** The filter group of `type` (trading, ipo, block, copy, loan…). */
  group: z.enum(RECORD_GROUP_NAMES),
  /** What the record concerns, for its detail line; null where it does not apply. */
  detail: fundRecordDetail,
});
export type FundRecord = z.output<typeof fundRecord>;

export const fundRecordPage = z.strictObject({
  /** The days searched, both included (the request's, or the default range). */
  start: z.string(),
  end: z.string(),
  /** The longest range allowed. */
  max_days: z.int(),
  total: z.int().nonnegative(),
  items: z.array(fundRecord),
});
export type FundRecordPage = z.output<typeof fundRecordPage>;

/**
 * The customer's account figures in one currency, the one definition the panel, My Page and the
 * API show (docs/decisions.md, Account figures). They add up:
 *   balance = available + Σ frozen_lines
 *   total_assets = balance + positions_margin + floating_pnl + products_value
 *   total_liabilities = loans + positions_borrowed;  net_assets = total_assets − loans
 */
export const accountFigures = z.strictObject({
  currency: marketCurrency,
  /** The customer's money: available plus every frozen line. */
  balance: money(),
  /** Cash free to use. */
  available: money(),
  /** Money set aside, all lines together. */
  frozen: money(),
  frozen_lines: z.array(
    z.strictObject({
      kind: z.enum(FROZEN_KINDS),
      amount: money(),
    }),
  ),
  /** Market value of the open positions (held and waiting to close). */
  holdings_value: money(),
  /** The customer's own money in open positions (margin). */
  positions_margin: money(),
  floating_pnl: money(),
  /** Copy-trading products followed and not yet redeemed. */
  products_value: money(),
  /** Credit loans owed (principal and interest). */
  loans: money(),
  /** The leveraged part of open positions: borrowed, never an asset. */
  positions_borrowed: money(),
  total_liabilities: money(),
  /** Everything the customer owns: money, positions at their equity, products. */
  total_assets: money(),
  net_assets: money(),
});
export type AccountFigures = z.output<typeof accountFigures>;

/** An uploaded file part of a multipart body. */
const file = () => z.string().optional().meta({ format: 'binary' });

export const fundingContracts = {
  'user/loginpassword': endpoint({
    summary: 'Change the login password',
    body: passwords,
    data: z.null(),
  }),
  'user/fundpassword': endpoint({
    summary: 'Set (six digits) or change the fund password',
    body: passwords,
    data: z.strictObject({ outcome: z.enum(['set', 'changed']) }),
  }),
  'user/banklist': endpoint({
    summary: 'Bound bank cards (numbers masked)',
    body: form({}),
    data: z.array(bankCard),
  }),
  'user/bankadd': endpoint({
    summary: 'Bind a bank card',
    body: form({
      name: text(),
      card: text(),
      card_type: text(),
      bank: text(),
      branch: text(),
      branch_code: text(),
    }),
    data: bankCard,
  }),
  'user/bankdel': endpoint({
    summary: 'Unbind a bank card',
    body: form({ id: id().optional() }),
    data: z.null(),
  }),
  'user/recharge': endpoint({
    summary: 'Quick recharge through a payment channel (`sim` confirms at once, simulated)',
    body: form({ type: marketType(), money: text(), channel: text(), nonce: nonce() }),
    data: rechargeRecord,
  }),
  'user/depositaccount': endpoint({
    summary: 'The receiving account and your transfer reference',
    body: form({ type: marketType() }),
    data: depositAccount,
  }),
  'user/deposit': endpoint({
    summary: 'Bank-transfer deposit: multipart with type, money, nonce and the proof image',
    body: form({ type: text(), money: text(), nonce: nonce(), proof: file() }),
    data: rechargeRecord,
  }),
  'user/rechargelist': endpoint({
    summary: 'Quick recharges and bank deposits',
    body: form({ type: z.enum(MARKET_TYPES).optional() }),
    data: z.array(rechargeRecord),
  }),
  'user/withdrawrules': endpoint({
    summary: 'Minimum, fee (none) and the open-positions rule',
    body: form({ type: marketType() }),
    data: withdrawRules,
  }),
  'user/withdrawcheck': endpoint({
    summary: 'The withdrawal checklist: every rule evaluated before the fund password is asked',
    body: form({ type: marketType() }),
    data: withdrawalChecklist,
  }),
  'user/withdraw': endpoint({
    summary: 'Request a withdrawal: frozen now, paid or returned on review',
    body: form({
      type: marketType(),
      money: text(),
      bank_id: text(),
      fund_password: text(),
      nonce: nonce(),
    }),
    data: withdrawalReceipt,
  }),
  'user/exchangequote': endpoint({
    summary: 'Rate, spread and amount received',
    body: exchangeBody,
    data: exchangeQuote,
  }),
  'user/exchange': endpoint({
    summary: 'Exchange at the current rate',
    body: exchangeBody,
    data: exchangeReceipt,
  }),
  'user/wallets': endpoint({
    summary: 'Cash and frozen money in every currency held',
    body: form({}),
    data: z.array(wallet),
  }),
  'user/fundlist': endpoint({
    summary: 'Fund records from the ledger, by kind and date range',
    body: form({
      type: z.enum(MARKET_TYPES).optional(),
      currency: text(),
      kind: z.enum(FUND_RECORD_KINDS).default('trade'),
      /** One group of records (trading, ipo, …); absent: every group of the kind. */
      group: z.enum(RECORD_GROUP_NAMES).optional(),
      start: text(),
      end: text(),
      page: pageNumber(),
      size: pageSize(20, 300),
      offset_minutes: signedInt(-840, 840).optional(),
    }),
    data: fundRecordPage,
  }),
  'user/assets': endpoint({
    summary: 'Account figures of a market type',
    body: form({ type: marketType() }),
    data: accountFigures,
  }),
};

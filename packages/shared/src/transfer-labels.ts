/**
 * The label of every ledger transfer code a customer's records and statements show, in each
 * language of the app (issue 14: records and statements name the kind, never the code). One
 * table for the customer app's fund records and the server's statements; free of zod.
 */
import type { Language } from './catalogue.ts';
import { groupOfCode } from './funding-kinds.ts';
import type { RecordCode } from './funding-kinds.ts';

export const TRANSFER_LABELS: Readonly<
  Record<RecordCode | 'other', Readonly<Record<Language, string>>>
> = {
  recharge: { jp: 'クイック入金', cn: '快捷充值', us: 'Quick recharge' },
  deposit: { jp: '銀行振込入金', cn: '银行转账入金', us: 'Bank deposit' },
  demo_funding: { jp: 'デモ口座の初期資金', cn: '模拟账户初始资金', us: 'Demo opening balance' },
  withdrawal_freeze: {
    jp: '出金申請（拘束）',
    cn: '提现申请（冻结）',
    us: 'Withdrawal requested (frozen)',
  },
  withdrawal_paid: { jp: '出金（送金済み）', cn: '提现（已汇出）', us: 'Withdrawal paid' },
  withdrawal_returned: {
    jp: '出金却下（返金）',
    cn: '提现驳回（退回）',
    us: 'Withdrawal rejected (returned)',
  },
  exchange: { jp: '両替', cn: '货币兑换', us: 'Currency exchange' },
  reversal: { jp: '訂正', cn: '冲正', us: 'Correction' },
  trade_open: { jp: '新規建て', cn: '开仓', us: 'Position opened' },
  trade_close: { jp: '決済', cn: '平仓', us: 'Position closed' },
  liquidation: { jp: '強制決済', cn: '强制平仓', us: 'Forced close' },
  loan_disbursed: { jp: '信用ローン実行', cn: '信用贷款放款', us: 'Credit loan paid out' },
  loan_interest: { jp: 'ローン利息', cn: '贷款利息', us: 'Loan interest' },
  loan_repaid: { jp: 'ローン返済', cn: '贷款还款', us: 'Loan repayment' },
  collateral_pledged: { jp: '担保差入', cn: '质押保证金', us: 'Collateral pledged' },
  collateral_released: { jp: '担保返却', cn: '解除质押', us: 'Collateral released' },
  ipo_freeze: { jp: 'IPO申込（拘束）', cn: '新股申购（冻结）', us: 'IPO application (frozen)' },
  ipo_refund: { jp: 'IPO返金', cn: '新股退款', us: 'IPO refund' },
  ipo_payment: { jp: 'IPO払込', cn: '新股缴款', us: 'IPO payment' },
  block_freeze: {
    jp: 'ブロック取引申込（拘束）',
    cn: '大宗交易认购（冻结）',
    us: 'Block purchase (frozen)',
  },
  block_allocation: { jp: 'ブロック取引割当', cn: '大宗交易配售', us: 'Block allocation' },
  lending_fee: { jp: '貸株料', cn: '借券费', us: 'Share lending fee' },
  copy_follow: { jp: 'コピートレード購入', cn: '跟单买入', us: 'Copy trading purchase' },
  copy_redeem: { jp: 'コピートレード解約', cn: '跟单赎回', us: 'Copy trading redemption' },
  intraday_freeze: {
    jp: 'デイトレード資金（拘束）',
    cn: '日内交易资金（冻结）',
    us: 'Day trading amount (frozen)',
  },
  intraday_release: { jp: 'デイトレード精算', cn: '日内交易结算', us: 'Day trading settlement' },
  order_reserve: { jp: '注文の拘束金', cn: '委托冻结', us: 'Order reservation (frozen)' },
  order_release: { jp: '注文の拘束解除', cn: '委托解冻', us: 'Order reservation released' },
  other: { jp: 'その他', cn: '其他', us: 'Other' },
};

/** The label of a transfer code in `language`; 'Other' for a code no group names. */
export function transferLabel(code: string, language: Language): string {
  const known = groupOfCode(code) !== 'other' || code === 'reversal';
  return TRANSFER_LABELS[known ? (code as RecordCode) : 'other'][language];
}

import type { Language } from '@kabuto/shared/catalogue';
import type { AllotmentSource } from './service.ts';

/** The words of the documents (PDF and CSV headings) in each language of the app. */
export interface DocumentTexts {
  title: { confirmation: string; month: string; year: string };
  account: string;
  period: string;
  issued: string;
  timeZone: string;
  simulated: string;
  order: string;
  instrument: string;
  market: string;
  side: { buy: string; sell: string };
  action: { open: string; close: string };
  quantity: string;
  price: string;
  gross: string;
  fee: string;
  stampDuty: string;
  margin: string;
  leverage: string;
  settlement: string;
  executedAt: string;
  balances: string;
  currency: string;
  accountKind: string;
  opening: string;
  closing: string;
  movements: string;
  time: string;
  kind: string;
  amount: string;
  positions: string;
  direction: string;
  costPrice: string;
  monthEndPrice: string;
  value: string;
  summary: string;
  realised: string;
  interestCharged: string;
  lendingEarned: string;
  trades: string;
  none: string;
  purposes: Record<string, string>;
  /** How shares were acquired without an order (a confirmation's `reason` on an open). */
  acquired: string;
  sources: Record<AllotmentSource, string>;
}

export const DOCUMENT_TEXTS: Readonly<Record<Language, DocumentTexts>> = {
  jp: {
    title: { confirmation: '取引報告書', month: '月次取引残高報告書', year: '年間取引報告書' },
    account: '口座番号',
    period: '対象期間',
    issued: '作成日時',
    timeZone: 'タイムゾーン',
    simulated: 'シミュレーション取引（模擬データ）',
    order: '注文番号',
    instrument: '銘柄',
    market: '市場',
    side: { buy: '買', sell: '売' },
    action: { open: '新規', close: '決済' },
    quantity: '数量（株）',
    price: '約定単価',
    gross: '約定金額',
    fee: '手数料',
    stampDuty: '印紙税',
    margin: '証拠金',
    leverage: 'レバレッジ',
    settlement: '受渡金額',
    executedAt: '約定日時',
    balances: '残高',
    currency: '通貨',
    accountKind: '区分',
    opening: '期首残高',
    closing: '期末残高',
    movements: '入出金・取引明細',
    time: '日時',
    kind: '種別',
    amount: '金額',
    positions: '期末保有銘柄',
    direction: '売買',
    costPrice: '取得単価',
    monthEndPrice: '期末時価',
    value: '評価額',
    summary: '損益・費用',
    realised: '実現損益',
    interestCharged: '支払利息',
    lendingEarned: '貸株料（受取）',
    trades: '約定一覧',
    none: '該当なし',
    acquired: '取得方法',
    sources: { ipo_listing: '新規公開株の当選（上場日）', block_allocation: 'ブロック取引の割当' },
    purposes: {
      cash: '現金',
      frozen: '拘束中',
      margin: '証拠金',
      credit_used: '借入',
      collateral: '担保',
    },
  },
  cn: {
    title: { confirmation: '成交确认书', month: '月度对账单', year: '年度交易报告' },
    account: '账户',
    period: '期间',
    issued: '生成时间',
    timeZone: '时区',
    simulated: '模拟交易（模拟数据）',
    order: '订单号',
    instrument: '证券',
    market: '市场',
    side: { buy: '买入', sell: '卖出' },
    action: { open: '开仓', close: '平仓' },
    quantity: '数量（股）',
    price: '成交价',
    gross: '成交金额',
    fee: '手续费',
    stampDuty: '印花税',
    margin: '保证金',
    leverage: '杠杆',
    settlement: '交收金额',
    executedAt: '成交时间',
    balances: '余额',
    currency: '币种',
    accountKind: '类别',
    opening: '期初余额',
    closing: '期末余额',
    movements: '资金流水',
    time: '时间',
    kind: '类型',
    amount: '金额',
    positions: '期末持仓',
    direction: '方向',
    costPrice: '成本价',
    monthEndPrice: '期末价格',
    value: '市值',
    summary: '盈亏与费用',
    realised: '已实现盈亏',
    interestCharged: '支付利息',
    lendingEarned: '借出股票收入',
    trades: '成交明细',
    none: '无',
    acquired: '取得方式',
    sources: { ipo_listing: '新股中签（上市日）', block_allocation: '大宗交易配售' },
    purposes: {
      cash: '现金',
      frozen: '冻结',
      margin: '保证金',
      credit_used: '借款',
      collateral: '抵押',
    },
  },
  us: {
    title: {
      confirmation: 'Trade confirmation',
      month: 'Monthly statement',
      year: 'Annual trading report',
    },
    account: 'Account',
    period: 'Period',
    issued: 'Issued',
    timeZone: 'Time zone',
    simulated: 'Simulated trading (simulated data)',
    order: 'Order',
    instrument: 'Instrument',
    market: 'Market',
    side: { buy: 'Buy', sell: 'Sell' },
    action: { open: 'Open', close: 'Close' },
    quantity: 'Quantity (shares)',
    price: 'Price',
    gross: 'Gross amount',
    fee: 'Fee',
    stampDuty: 'Stamp duty',
    margin: 'Margin',
    leverage: 'Leverage',
    settlement: 'Settlement amount',
    executedAt: 'Executed',
    balances: 'Balances',
    currency: 'Currency',
    accountKind: 'Account',
    opening: 'Opening balance',
    closing: 'Closing balance',
    movements: 'Account movements',
    time: 'Time',
    kind: 'Kind',
    amount: 'Amount',
    positions: 'Positions at period end',
    direction: 'Side',
    costPrice: 'Cost price',
    monthEndPrice: 'Period-end price',
    value: 'Value',
    summary: 'P&L, interest and fees',
    realised: 'Realised P&L',
    interestCharged: 'Interest charged',
    lendingEarned: 'Lending fees earned',
    trades: 'Trades',
    none: 'None',
    acquired: 'Acquired by',
    sources: {
      ipo_listing: 'IPO allotment (listing day)',
      block_allocation: 'Block trade allocation',
    },
    purposes: {
      cash: 'Cash',
      frozen: 'Frozen',
      margin: 'Margin',
      credit_used: 'Borrowed',
      collateral: 'Collateral',
    },
  },
};

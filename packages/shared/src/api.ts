/**
 * Shapes of the customer API (API.md) shared by the server and the apps.
 * Money fields are decimal strings with two decimals; quantities are integers; times ISO 8601.
 */
import type { MessageKey, MessageParams } from './catalogue.ts';

export const API_PREFIX = '/api/vue';
export const ADMIN_API_PREFIX = '/api/admin';

/** Every answer of the customer API. `status` 1 is success; `msg` is a catalogue key. */
export interface Envelope<T = unknown> {
  status: 0 | 1;
  msg: MessageKey;
  params?: MessageParams;
  data: T;
}

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 300;

export interface UserInfo {
  account: string;
  jpy: string;
  usd: string;
  cny: string;
  jpyyjed: string;
  usdyjed: string;
  cnyyjed: string;
  is_verified: boolean;
  kyc_status: 'none' | 'pending' | 'passed' | 'rejected';
  has_fund_password: boolean;
  invite_code: string;
  invited_count: number;
}

export interface LoginResult {
  token: string;
  account: string;
}

export interface ConfigEntry {
  name: string;
  value: string;
}

/** A row of user/withdrawallist: status 0 pending, 1 passed, 2 rejected. */
export interface WithdrawalRow {
  id: number;
  status: number;
  money: string;
  currency: string;
  created_at: string;
  order_no?: string;
  reason?: string | null;
  decided_at?: string | null;
}

/** A row of trade/usernewstocklist. Status 1 counts toward frozen assets. */
export interface NewStockRow {
  id: number;
  status: number;
  rjmoney: string;
}

/** A row of trade/userproductlist. Status 0 counts toward frozen assets. */
export interface ProductRow {
  id: number;
  status: number;
  money: string;
}

/** A row of trade/ustockslist. Status 0 counts toward frozen assets. */
export interface StockCreditRow {
  id: number;
  status: number;
  credit: string;
}

/** A row of trade/userstocklist. Status 0 is held. */
export interface HeldStockRow {
  id: number;
  code: string;
  name: string;
  status: number;
  nowprice: string;
  stock_num: number;
  buy_price: string;
  yingkui: string;
  leverage: number;
  margin: string;
  direction?: string;
  opened_at?: string;
}

export interface ClosedStockRow extends HeldStockRow {
  sell_price: string;
  closed_at?: string | null;
  close_reason?: string | null;
}

/** The inputs of the account panel, one per call of SPEC §7 (extra keys already dropped). */
export interface PanelInputs {
  user: Pick<UserInfo, 'account' | 'jpy' | 'usd' | 'cny' | 'jpyyjed' | 'usdyjed' | 'cnyyjed'>;
  newStocks: readonly NewStockRow[];
  withdrawals: readonly WithdrawalRow[];
  products: readonly ProductRow[];
  stockCredits: readonly StockCreditRow[];
  heldStocks: readonly HeldStockRow[];
  closedStocks: readonly ClosedStockRow[];
  config: readonly ConfigEntry[];
}

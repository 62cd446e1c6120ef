/**
 * The account panel's derived figures, exactly as SPEC §7 defines them, computed on decimal text
 * in hundredths (BigInt), never through floats.
 */

import type { MarketType } from './markets.ts';
import type {
  ClosedStockRow,
  HeldStockRow,
  NewStockRow,
  ProductRow,
  StockCreditRow,
  WithdrawalRow,
} from './contracts/account.ts';
import type { UserInfo } from './contracts/customers.ts';
import type { ConfigEntry } from './contracts/site.ts';

type PositionFigures = Pick<
  HeldStockRow,
  | 'id'
  | 'code'
  | 'name'
  | 'status'
  | 'nowprice'
  | 'stock_num'
  | 'buy_price'
  | 'yingkui'
  | 'leverage'
  | 'margin'
>;

/** The inputs of the account panel, one per call of SPEC §7: the fields its figures read. */
export interface PanelInputs {
  user: Pick<UserInfo, 'account' | 'jpy' | 'usd' | 'cny' | 'jpyyjed' | 'usdyjed' | 'cnyyjed'>;
  newStocks: readonly NewStockRow[];
  withdrawals: readonly Pick<
    WithdrawalRow,
    'id' | 'status' | 'money' | 'currency' | 'created_at'
  >[];
  products: readonly ProductRow[];
  stockCredits: readonly Pick<StockCreditRow, 'id' | 'status' | 'credit'>[];
  heldStocks: readonly PositionFigures[];
  closedStocks: readonly (PositionFigures & Pick<ClosedStockRow, 'sell_price'>)[];
  config: readonly ConfigEntry[];
}

export interface PanelFigures {
  totalAssets: string;
  holdingsValue: string;
  cash: string;
  frozenAssets: string;
  borrowedCredit: string;
  floatingPnl: string;
}

const PRICE_SCALE = 6;

/** Decimal text to an integer count of 10^-scale units; '-', empty and junk are zero. */
export function decimalToScaled(text: unknown, scale: number): bigint {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(String(text ?? '').trim());
  if (!match) return 0n;
  const [, minus, whole = '0', fraction = ''] = match;
  const digits = BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
  return minus ? -digits : digits;
}

/** Hundredths to text with two decimals ("-1234.50"). */
export function hundredthsToText(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 100n;
  const cents = String(abs % 100n).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

function sumWhere<T>(rows: readonly T[], keep: (row: T) => boolean, amount: (row: T) => unknown) {
  return rows.filter(keep).reduce((total, row) => total + decimalToScaled(amount(row), 2), 0n);
}

/** Rounds a value held at PRICE_SCALE+0 decimals to hundredths, half away from zero. */
function roundToHundredths(value: bigint, scale: number): bigint {
  const factor = 10n ** BigInt(scale - 2);
  const half = factor / 2n;
  return value >= 0n ? (value + half) / factor : -((-value + half) / factor);
}

/** Sum of money texts ("12.50", "-3.00"; '-' and junk count as zero), as money text. */
export function sumMoneyText(values: readonly unknown[]): string {
  return hundredthsToText(values.reduce<bigint>((t, v) => t + decimalToScaled(v, 2), 0n));
}

/** Holdings value of SPEC §7: current price times quantity, summed, rounded to hundredths. */
export function holdingsValueHundredths(
  rows: readonly { nowprice: string; stock_num: number }[],
): bigint {
  const raw = rows.reduce(
    (t, r) => t + decimalToScaled(r.nowprice, PRICE_SCALE) * BigInt(r.stock_num),
    0n,
  );
  return roundToHundredths(raw, PRICE_SCALE);
}

export function computePanelFigures(inputs: PanelInputs, type: MarketType): PanelFigures {
  const cash = decimalToScaled(inputs.user[type], 2);
  const borrowed = decimalToScaled(inputs.user[`${type}yjed`], 2);
  const newStockFrozen = sumWhere(
    inputs.newStocks,
    (r) => r.status === 1,
    (r) => r.rjmoney,
  );
  const withdrawalFrozen = sumWhere(
    inputs.withdrawals,
    (r) => r.status === 0,
    (r) => r.money,
  );
  const productFrozen = sumWhere(
    inputs.products,
    (r) => r.status === 0,
    (r) => r.money,
  );
  const creditFrozen = sumWhere(
    inputs.stockCredits,
    (r) => r.status === 0,
    (r) => r.credit,
  );
  const held = inputs.heldStocks.filter((r) => r.status === 0);
  const positionCost = held.reduce((t, r) => t + decimalToScaled(r.margin, 2), 0n);
  const frozen = newStockFrozen + withdrawalFrozen + productFrozen + creditFrozen + positionCost;
  const floating = held.reduce((t, r) => t + decimalToScaled(r.yingkui, 2), 0n);
  return {
    totalAssets: hundredthsToText(cash + frozen),
    holdingsValue: hundredthsToText(holdingsValueHundredths(held)),
    cash: hundredthsToText(cash),
    frozenAssets: hundredthsToText(frozen),
    borrowedCredit: hundredthsToText(borrowed),
    floatingPnl: hundredthsToText(floating),
  };
}

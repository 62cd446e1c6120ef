import type { HeldStockRow, ProductRow } from '@kabuto/shared/contracts/account';
import type { AccountFigures, FrozenKind } from '@kabuto/shared/contracts/funding';
import type { Language } from '@kabuto/shared/catalogue';
import type { MarketType } from '@kabuto/shared/markets';
import { MARKETS } from '@kabuto/shared/markets';
import type { Currency } from '@kabuto/shared/money';
import { formatMoney } from '@kabuto/shared/money';
import { decimalToScaled, holdingsValueHundredths, hundredthsToText } from '@kabuto/shared/panel';
import type { AppContext } from '../../context.ts';
import { heldStockRows, productRows } from '../account/service.ts';
import { customerBalanceKey } from '../ledger/ledger.ts';
import { balanceByCode } from '../ledger/service.ts';

/** The frozen line each transfer code that moves frozen money belongs to. */
function frozenKindOf(code: string): FrozenKind {
  if (code.startsWith('withdrawal_')) return 'withdrawal';
  if (code.startsWith('ipo_')) return 'ipo';
  if (code.startsWith('block_')) return 'block';
  if (code.startsWith('intraday_')) return 'intraday';
  if (code.startsWith('order_')) return 'order';
  return 'other';
}

const sum = (values: readonly bigint[]) => values.reduce((t, v) => t + v, 0n);

/** Money text to hundredths. */
const hundredths = (text: string) => decimalToScaled(text, 2);

/** What the account figures are worked out from: the ledger, positions and products. */
export interface FigureInputs {
  /** Ledger balances of the customer, keyed by `customerBalanceKey(purpose, currency)`. */
  balances: ReadonlyMap<string, number>;
  /** The frozen account's balance split by the transfer codes that moved it. */
  frozenByCode: ReadonlyMap<string, number>;
  /** Open positions, each marked at a price (live, or a day's close). */
  held: readonly HeldStockRow[];
  products: readonly ProductRow[];
}

/**
 * The customer's account figures in one currency (docs/decisions.md, Account figures): money from
 * the ledger (cash, frozen by what froze it, pledged collateral, margin, loans), positions marked
 * at the live price, followed products. Every total is the sum of its parts, so they add up.
 */
export async function accountFigures(
  ctx: AppContext,
  customerId: number,
  type: MarketType,
  language: Language,
): Promise<AccountFigures> {
  const currency = MARKETS[type].currency;
  const [balances, frozenByCode, held, products] = await Promise.all([
    ctx.ledger.customerBalances(ctx.db, customerId),
    balanceByCode(ctx.db, { customerId, purpose: 'frozen', currency }),
    heldStockRows(ctx, customerId, type, language),
    productRows(ctx, customerId, type),
  ]);
  return figuresOf(currency, { balances, frozenByCode, held, products });
}

/**
 * The one definition of the account figures, from their inputs: the live panel reads them now,
 * the daily account values (insight) read them as they stood at a day's close.
 */
export function figuresOf(
  currency: AccountFigures['currency'],
  inputs: FigureInputs,
): AccountFigures {
  const { balances, frozenByCode, held, products } = inputs;
  const ledger = (purpose: 'cash' | 'margin' | 'collateral' | 'credit_used') =>
    minorToHundredths(balances.get(customerBalanceKey(purpose, currency)) ?? 0, currency);

  const lines = new Map<FrozenKind, bigint>();
  for (const [code, amount] of frozenByCode) {
    const kind = frozenKindOf(code);
    lines.set(kind, (lines.get(kind) ?? 0n) + minorToHundredths(amount, currency));
  }
  lines.set('collateral', ledger('collateral'));
  const frozenLines = [...lines]
    .filter(([, amount]) => amount !== 0n)
    .map(([kind, amount]) => ({ kind, amount: hundredthsToText(amount) }));

  const available = ledger('cash');
  const frozen = sum([...lines.values()]);
  const balance = available + frozen;
  const margin = ledger('margin');
  const floating = sum(held.map((r) => hundredths(r.yingkui)));
  // The leveraged part of each position: its cost beyond the customer's margin (PRODUCT.md).
  const borrowed =
    sum(held.map((r) => decimalToScaled(r.buy_price, 6) * BigInt(r.stock_num))) / 10_000n -
    sum(held.map((r) => hundredths(r.margin)));
  const productsValue = sum(products.filter((r) => r.status === 0).map((r) => hundredths(r.money)));
  const loans = ledger('credit_used');
  const totalAssets = balance + margin + floating + productsValue;
  return {
    currency,
    balance: hundredthsToText(balance),
    available: hundredthsToText(available),
    frozen: hundredthsToText(frozen),
    frozen_lines: frozenLines,
    holdings_value: hundredthsToText(holdingsValueHundredths(held)),
    positions_margin: hundredthsToText(margin),
    floating_pnl: hundredthsToText(floating),
    products_value: hundredthsToText(productsValue),
    loans: hundredthsToText(loans),
    positions_borrowed: hundredthsToText(borrowed),
    total_liabilities: hundredthsToText(loans + borrowed),
    total_assets: hundredthsToText(totalAssets),
    net_assets: hundredthsToText(totalAssets - loans),
  };
}

function minorToHundredths(minor: number, currency: Currency): bigint {
  return hundredths(formatMoney(minor, currency));
}

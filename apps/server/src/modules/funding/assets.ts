import type { MarketType } from '@kabuto/shared/markets';
import type { Language } from '@kabuto/shared/catalogue';
import { formatMoney } from '@kabuto/shared/money';
import { computePanelFigures, decimalToScaled, hundredthsToText } from '@kabuto/shared/panel';
import { MARKETS } from '@kabuto/shared/markets';
import type { AppContext } from '../../context.ts';
import { customerBalanceKey } from '../ledger/ledger.ts';
import {
  closedStockRows,
  heldStockRows,
  newStockRows,
  productRows,
  stockCreditRows,
  withdrawalRows,
} from '../account/service.ts';
import { userInfo } from '../customers/service.ts';

/**
 * The account figures of /mine/myPage, from the same rows as the account panel (SPEC §7) and the
 * ledger: balance, available, frozen, total assets, total liabilities and floating P&L.
 */
export async function accountFigures(
  ctx: AppContext,
  customerId: number,
  type: MarketType,
  language: Language,
) {
  const currency = MARKETS[type].currency;
  const [user, newStocks, withdrawals, products, stockCredits, heldStocks, closedStocks] =
    await Promise.all([
      userInfo(ctx, customerId),
      newStockRows(ctx, customerId, type),
      withdrawalRows(ctx, customerId, type, language),
      productRows(ctx, customerId, type),
      stockCreditRows(ctx, customerId, type),
      heldStockRows(ctx, customerId, type),
      closedStockRows(ctx, customerId, type),
    ]);
  const panel = computePanelFigures(
    { user, newStocks, withdrawals, products, stockCredits, heldStocks, closedStocks, config: [] },
    type,
  );
  const balances = await ctx.ledger.customerBalances(ctx.db, customerId);
  const frozenLedger = balances.get(customerBalanceKey('frozen', currency)) ?? 0;
  // Borrowed money: credit loans plus the part of each position financed by leverage.
  const borrowedInPositions = heldStocks.reduce((total, row) => {
    const cost = decimalToScaled(row.buy_price, 6) * BigInt(row.stock_num);
    const margin = decimalToScaled(row.margin, 6);
    return total + (cost - margin);
  }, 0n);
  const liabilities = decimalToScaled(user[`${type}yjed`], 2) + borrowedInPositions / 10_000n;
  return {
    currency,
    balance: hundredthsToText(
      decimalToScaled(panel.cash, 2) + decimalToScaled(formatMoney(frozenLedger, currency), 2),
    ),
    available: panel.cash,
    frozen: panel.frozenAssets,
    total_assets: panel.totalAssets,
    total_liabilities: hundredthsToText(liabilities),
    floating_pnl: panel.floatingPnl,
    holdings_value: panel.holdingsValue,
  };
}

/**
 * The money-committing confirmations that need the session's fund-password unlock (issue 14,
 * item 10): the one list the server's guard reads. Each entry is a customer route's contract key
 * (its path under `/api/vue`), checked against the contracts, so a renamed route fails to compile.
 *
 * Not here, on purpose: withdrawals and block purchases take the fund password in their own body
 * and check it every time; cancelling an order, recalling lent shares and releasing collateral
 * give money back rather than commit it (docs/decisions.md, "Fund-password unlock"). A currency
 * exchange asks like the other money routes (it commits money at a rate with a spread).
 */
import type { blockContracts } from './contracts/blocks.ts';
import type { fundingContracts } from './contracts/funding.ts';
import type { copyContracts } from './contracts/copy.ts';
import type { intradayContracts } from './contracts/intraday.ts';
import type { ipoContracts } from './contracts/ipo.ts';
import type { lendingContracts } from './contracts/lending.ts';
import type { loanContracts } from './contracts/loans.ts';
import type { tradingContracts } from './contracts/trading.ts';

type CustomerRoute = keyof (typeof tradingContracts &
  typeof ipoContracts &
  typeof blockContracts &
  typeof copyContracts &
  typeof fundingContracts &
  typeof intradayContracts &
  typeof lendingContracts &
  typeof loanContracts);

/**
 * Which standing rule (server customers/standing.ts) the route's own command applies: the guard
 * applies it first, so a restricted account hears why before being asked for the fund password,
 * in the refusal order the command itself would give (staff restrictions before what the
 * customer can fix alone). `close`: closing a position has no standing rule.
 */
export type FundUnlockStanding = 'trade' | 'move' | 'draw' | 'close';

export const FUND_UNLOCK_ROUTES = {
  // Stock orders and closes.
  'trade/buy': 'trade',
  'trade/sell': 'close',
  // Exits: a close decided in advance (stop-loss, take-profit).
  'trade/setexit': 'close',
  // IPO subscription and payment of a won allotment.
  'trade/newstockbuy': 'trade',
  'trade/newstockpay': 'move',
  // Copy trading: buying and redeeming units.
  'trade/productbuy': 'trade',
  'trade/productredeem': 'move',
  // Day-trading application (the participation amount is frozen).
  'trade/rnjyapply': 'trade',
  // Lending held shares into the pool.
  'trade/lend': 'trade',
  // Credit loans: applying, repaying and pledging collateral (credit top-up).
  'user/loan': 'draw',
  'user/repay': 'move',
  'user/credittopup': 'move',
  // Currency exchange: money leaves one wallet for another at a rate with a spread.
  'user/exchange': 'move',
} as const satisfies Partial<Record<CustomerRoute, FundUnlockStanding>>;

export type FundUnlockRoute = keyof typeof FUND_UNLOCK_ROUTES;

/** The standing rule of a money-committing route (its path under `/api/vue`), or undefined. */
export function fundUnlockStanding(route: string): FundUnlockStanding | undefined {
  return Object.prototype.hasOwnProperty.call(FUND_UNLOCK_ROUTES, route)
    ? FUND_UNLOCK_ROUTES[route as FundUnlockRoute]
    : undefined;
}

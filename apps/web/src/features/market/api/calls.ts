/**
 * The market calls a screen opens with, as calls (path and fields): the fetchers beside this file
 * make them, and the app's entry sends them early for the screen the page opens on
 * (app/routes/opening-calls.ts). Free of the app's libraries, so that the entry can carry them.
 */
import type { RankingSort } from '@kabuto/shared/contracts/market';
import type { MarketType } from '@kabuto/shared/markets';
import type { ApiCall } from '@/lib/api-call';

/** market/indices: index quotes of one market, or of every market. */
export const indicesCall = (type: MarketType | undefined): ApiCall => ({
  path: 'market/indices',
  params: type ? { type } : {},
});

/** market/ranking: the 20 most active, top gainers or top losers of a market. */
export const rankingCall = (type: MarketType, sort: RankingSort): ApiCall => ({
  path: 'market/ranking',
  params: { type, sort },
});

/** market/summary: breadth, turnover and net buying by investor type of a market. */
export const summaryCall = (type: MarketType): ApiCall => ({
  path: 'market/summary',
  params: { type },
});

/** market/self: the customer's watchlist (the quote's star shows whether the stock is on it). */
export const watchlistCall = (): ApiCall => ({ path: 'market/self', params: {} });

/** market/quote: one instrument's full quote. */
export const quoteCall = (code: string): ApiCall => ({ path: 'market/quote', params: { code } });

/**
 * The built market, trading and position screens, each loaded when first shown. The router adds
 * these to its table of built screens.
 */
import type { ComponentType } from 'react';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

export const MARKET_SCREENS: Readonly<Record<string, LazyScreen>> = {
  '/quotes/search': async () => ({
    Component: (await import('@/features/market/components/search-screen')).SearchScreen,
  }),
  '/quotes/moreStock': async () => ({
    Component: (await import('@/features/market/components/more-stock-screen')).MoreStockScreen,
  }),
  '/quotes/moreZhishu': async () => ({
    Component: (await import('@/features/market/components/more-index-screen')).MoreIndexScreen,
  }),
  '/quotes/info': async () => ({ Component: (await import('./market-composed')).QuoteInfoRoute }),
  '/quotes/self': async () => ({
    Component: (await import('@/features/market/components/watchlist-screen')).WatchlistScreen,
  }),
  '/quotes/alerts': async () => ({
    Component: (await import('@/features/alerts/components/alerts-screen')).AlertsScreen,
  }),
  '/position/index': async () => ({
    Component: (await import('./positions-composed')).PositionsRoute,
  }),
  '/position/info': async () => ({
    Component: (await import('@/features/positions/components/position-detail-screen'))
      .PositionDetailScreen,
  }),
};

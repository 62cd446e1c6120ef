/**
 * The built investment-product screens (IPO, block trades, copy trading, day trading, share
 * lending), each loaded when first shown. The router adds these to its table of built screens.
 */
import type { ComponentType } from 'react';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

export const PRODUCTS_SCREENS: Readonly<Record<string, LazyScreen>> = {
  '/home/newShare': async () => ({
    Component: (await import('@/features/ipo/components/new-share-screen')).NewShareScreen,
  }),
  '/home/newShareInfo': async () => ({
    Component: (await import('@/features/ipo/components/new-share-info-screen')).NewShareInfoScreen,
  }),
  '/mine/newShareOrder': async () => ({
    Component: (await import('@/features/ipo/components/new-share-order-screen'))
      .NewShareOrderScreen,
  }),
  '/home/large': async () => ({
    Component: (await import('@/features/blocks/components/large-screen')).LargeScreen,
  }),
  '/home/large2': async () => ({
    Component: (await import('@/features/blocks/components/block-purchases-screen'))
      .BlockPurchasesScreen,
  }),
  '/home/largeInfo': async () => ({
    Component: (await import('@/features/blocks/components/large-info-screen')).LargeInfoScreen,
  }),
  '/home/follow': async () => ({
    Component: (await import('@/features/copy/components/follow-screen')).FollowScreen,
  }),
  '/mine/followOrder': async () => ({
    Component: (await import('@/features/copy/components/follow-order-screen')).FollowOrderScreen,
  }),
  '/home/withinDays': async () => ({
    Component: (await import('@/features/intraday/components/within-days-screen')).WithinDaysScreen,
  }),
  '/position/lending': async () => ({
    Component: (await import('./products-composed')).LendingRoute,
  }),
};

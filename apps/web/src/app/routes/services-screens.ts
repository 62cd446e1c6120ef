/**
 * The built identity, credit-loan and news screens, each loaded when first shown. The router
 * adds these to its table of built screens.
 */
import type { ComponentType } from 'react';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

export const SERVICES_SCREENS: Readonly<Record<string, LazyScreen>> = {
  '/mine/verified': async () => ({
    Component: (await import('@/features/kyc/components/verified-screen')).VerifiedScreen,
  }),
  '/mine/loan': async () => ({ Component: (await import('./services-composed')).LoanRoute }),
  '/mine/loanOrder': async () => ({
    Component: (await import('@/features/loans/components/loan-order-screen')).LoanOrderScreen,
  }),
  '/news/index': async () => ({
    Component: (await import('@/features/news/components/news-list-screen')).NewsListScreen,
  }),
  '/news/info': async () => ({
    Component: (await import('@/features/news/components/news-info-screen')).NewsInfoScreen,
  }),
};

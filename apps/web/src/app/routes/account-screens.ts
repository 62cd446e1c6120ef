/**
 * The built account screens of funding, fund records, messages and profile, each loaded when
 * first shown. The router adds these to its table of built screens.
 */
import type { ComponentType } from 'react';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

export const ACCOUNT_SCREENS: Readonly<Record<string, LazyScreen>> = {
  '/mine/stored': async () => ({
    Component: (await import('@/features/funding/components/stored-screen')).StoredScreen,
  }),
  '/mine/deposit': async () => ({
    Component: (await import('@/features/funding/components/deposit-screen')).DepositScreen,
  }),
  '/mine/withdraw': async () => ({
    Component: (await import('./account-composed')).WithdrawRoute,
  }),
  '/mine/bank': async () => ({
    Component: (await import('@/features/funding/components/bank-screen')).BankScreen,
  }),
  '/mine/bankAdd': async () => ({
    Component: (await import('@/features/funding/components/bank-add-screen')).BankAddScreen,
  }),
  '/mine/exchange': async () => ({
    Component: (await import('@/features/funding/components/exchange-screen')).ExchangeScreen,
  }),
  '/mine/transactionRecords': async () => ({
    Component: (await import('@/features/records/components/records-screen')).RecordsScreen,
  }),
  '/mine/message': async () => ({
    Component: (await import('@/features/messages/components/message-list-screen'))
      .MessageListScreen,
  }),
  '/mine/messageInfo': async () => ({
    Component: (await import('@/features/messages/components/message-info-screen'))
      .MessageInfoScreen,
  }),
  '/mine/myPage': async () => ({
    Component: (await import('./account-composed')).MyPageRoute,
  }),
  '/mine/loginPassword': async () => ({
    Component: (await import('@/features/profile/components/login-password-screen'))
      .LoginPasswordScreen,
  }),
  '/mine/fundPassword': async () => ({
    Component: (await import('./account-composed')).FundPasswordRoute,
  }),
  '/mine/twoFactor': async () => ({
    Component: (await import('./account-composed')).TwoFactorRoute,
  }),
  '/mine/sessions': async () => ({
    Component: (await import('@/features/security/components/sessions-screen')).SessionsScreen,
  }),
  '/mine/documents': async () => ({
    Component: (await import('@/features/documents/components/documents-screen')).DocumentsScreen,
  }),
};

/**
 * Every screen of SPEC §2 with how the shell frames it. The router builds its routes from this
 * table, so a route cannot exist without a title and a header.
 */
import type { HeaderAction, HeaderVariant } from '@/components/header/app-header';
import type { UiTexts } from '@/i18n/texts/jp';

export type ScreenTitle = keyof UiTexts['screens'];

export interface ScreenHandle {
  title: ScreenTitle;
  header: HeaderVariant;
  action?: HeaderAction;
  /** Main screens carry the bottom menu. */
  tabs?: boolean;
}

export interface ScreenDefinition extends ScreenHandle {
  path: string;
  /** Open without a session. */
  public?: boolean;
}

const back = (path: string, title: ScreenTitle, extra: Partial<ScreenDefinition> = {}) =>
  ({ path, title, header: 'back', ...extra }) satisfies ScreenDefinition;
const main = (path: string, title: ScreenTitle, extra: Partial<ScreenDefinition> = {}) =>
  ({ path, title, header: 'main', tabs: true, ...extra }) satisfies ScreenDefinition;

export const SCREENS: readonly ScreenDefinition[] = [
  // Login
  { path: '/login/start', title: 'start', header: 'hide', public: true },
  back('/login/register', 'register', { public: true }),
  back('/login/login', 'login', { public: true }),
  // Home
  main('/home/index', 'home'),
  back('/home/newShare', 'newShare', { action: { kind: 'order', to: '/mine/newShareOrder' } }),
  back('/home/newShareInfo', 'newShareInfo'),
  back('/home/large', 'large', { action: { kind: 'order', to: '/home/large2' } }),
  back('/home/large2', 'large2'),
  back('/home/largeInfo', 'largeInfo'),
  back('/home/follow', 'follow', { action: { kind: 'order', to: '/mine/followOrder' } }),
  back('/home/withinDays', 'withinDays'),
  // Quotes
  back('/quotes/search', 'search'),
  back('/quotes/moreStock', 'moreStock'),
  back('/quotes/moreZhishu', 'moreZhishu'),
  back('/quotes/info', 'quoteInfo'),
  back('/quotes/alerts', 'alerts'),
  main('/quotes/self', 'self', { action: { kind: 'add', to: '/quotes/search' } }),
  // Positions
  main('/position/index', 'positions'),
  back('/position/info', 'positionInfo'),
  back('/position/lending', 'lending'),
  // News
  main('/news/index', 'news'),
  back('/news/info', 'newsInfo'),
  // Account
  main('/mine/menu', 'menu'),
  back('/mine/myPage', 'myPage'),
  back('/mine/protocol', 'protocol', { public: true }),
  back('/mine/message', 'message'),
  back('/mine/messageInfo', 'messageInfo'),
  back('/mine/loginPassword', 'loginPassword'),
  back('/mine/fundPassword', 'fundPassword'),
  back('/mine/twoFactor', 'twoFactor'),
  back('/mine/sessions', 'sessions'),
  back('/mine/bank', 'bank', { action: { kind: 'add', to: '/mine/bankAdd' } }),
  back('/mine/bankAdd', 'bankAdd'),
  back('/mine/verified', 'verified'),
  back('/mine/transactionRecords', 'transactionRecords'),
  back('/mine/withdraw', 'withdraw', {
    action: { kind: 'order', to: '/mine/transactionRecords?tab=withdraw' },
  }),
  back('/mine/stored', 'stored', {
    action: { kind: 'order', to: '/mine/transactionRecords?tab=recharge' },
  }),
  back('/mine/deposit', 'deposit', {
    action: { kind: 'order', to: '/mine/transactionRecords?tab=recharge' },
  }),
  back('/mine/exchange', 'exchange', {
    action: { kind: 'order', to: '/mine/transactionRecords?tab=trade' },
  }),
  back('/mine/about', 'about', { public: true }),
  back('/mine/privacy', 'privacy', { public: true }),
  back('/mine/service', 'service', { public: true }),
  back('/mine/language', 'language', { public: true }),
  back('/mine/loan', 'loan', { action: { kind: 'order', to: '/mine/loanOrder' } }),
  back('/mine/loanOrder', 'loanOrder'),
  back('/mine/newShareOrder', 'newShareOrder'),
  back('/mine/followOrder', 'followOrder'),
  back('/mine/documents', 'documents'),
];

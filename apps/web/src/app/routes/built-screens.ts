/**
 * The screens built so far and how each one's code is loaded, by route. Read by the router, and
 * by the app's entry (main.tsx), which asks for the code of the screen the app opens on beside the
 * app's own rather than once the app has loaded: this module and the screen tables it spreads hold
 * only dynamic imports, so the entry carries them without loading any screen or library.
 */
import type { ComponentType } from 'react';
import { ACCOUNT_SCREENS } from './account-screens';
import { MARKET_SCREENS } from './market-screens';
import { PRODUCTS_SCREENS } from './products-screens';
import { SERVICES_SCREENS } from './services-screens';

export type LazyScreen = () => Promise<{ Component: ComponentType }>;

/**
 * The welcome screen: where no route leads, and an unknown one or going back from the first
 * screen while signed out.
 */
export const START_SCREEN = '/login/start';

/**
 * The built screens, each loaded when first shown (the start-up splash covers the first one).
 * Every other screen of SCREENS (screens.ts) shows the coming-soon panel.
 */
export const BUILT: Readonly<Record<string, LazyScreen>> = {
  ...ACCOUNT_SCREENS,
  ...MARKET_SCREENS,
  ...PRODUCTS_SCREENS,
  ...SERVICES_SCREENS,
  [START_SCREEN]: async () => ({
    Component: (await import('@/features/auth/components/start-screen')).StartScreen,
  }),
  '/login/register': async () => ({
    Component: (await import('@/features/auth/components/register-screen')).RegisterScreen,
  }),
  '/login/login': async () => ({
    Component: (await import('@/features/auth/components/login-screen')).LoginScreen,
  }),
  '/home/index': () => import('./home'),
  '/mine/menu': async () => ({ Component: (await import('./account-composed')).MenuRoute }),
  '/mine/language': async () => ({
    Component: (await import('@/features/language/components/language-screen')).LanguageScreen,
  }),
  '/mine/about': async () => ({ Component: (await import('./site-pages')).AboutPage }),
  '/mine/privacy': async () => ({ Component: (await import('./site-pages')).PrivacyPage }),
  '/mine/service': async () => ({ Component: (await import('./site-pages')).ServicePage }),
  '/mine/protocol': async () => ({
    Component: (await import('./site-pages')).ProtocolPage,
  }),
};

/**
 * The start screen shows no catalogue message and needs only the core texts: it loads without the
 * catalogue and the rest of the texts, which every other screen waits for.
 */
export const WITHOUT_MESSAGES: ReadonlySet<string> = new Set([START_SCREEN]);

/** The screen at a hash route (`/quotes/info?code=7203`, or empty) and its query. */
export function screenAt(location: string): { screen: string; query: URLSearchParams } {
  const [path = '', query = ''] = location.split('?');
  return { screen: path || START_SCREEN, query: new URLSearchParams(query) };
}

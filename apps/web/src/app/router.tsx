import type { ComponentType } from 'react';
import { createHashRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/loading-screen/loading-screen';
import { loadAllTexts, loadMessages } from '@/i18n/i18n';
import { setNavigator } from '@/lib/navigation';
import { AppShell } from './layout/app-shell';
import { FallbackRedirect, RequireSession } from './layout/require-session';
import { RouteError } from './layout/route-error';
import { ACCOUNT_SCREENS } from './routes/account-screens';
import { MARKET_SCREENS } from './routes/market-screens';
import { PRODUCTS_SCREENS } from './routes/products-screens';
import { SERVICES_SCREENS } from './routes/services-screens';
import { routeDataSteps } from './routes/route-data';
import { SCREENS } from './screens';
import type { ScreenDefinition, ScreenTitle } from './screens';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/**
 * The screens built so far, each loaded when first shown (the start-up loading screen covers
 * the first one). Every other screen of SCREENS shows the coming-soon panel.
 */
const BUILT: Readonly<Record<string, LazyScreen>> = {
  ...ACCOUNT_SCREENS,
  ...MARKET_SCREENS,
  ...PRODUCTS_SCREENS,
  ...SERVICES_SCREENS,
  '/login/start': async () => ({
    Component: (await import('@/features/auth/components/start-screen')).StartScreen,
  }),
  '/login/register': async () => ({
    Component: (await import('@/features/auth/components/register-screen')).RegisterScreen,
  }),
  '/login/login': async () => ({
    Component: (await import('@/features/auth/components/login-screen')).LoginScreen,
  }),
  '/home/index': () => import('./routes/home'),
  '/mine/menu': async () => ({ Component: (await import('./routes/account-composed')).MenuRoute }),
  '/mine/language': async () => ({
    Component: (await import('@/features/language/components/language-screen')).LanguageScreen,
  }),
  '/mine/about': async () => ({ Component: (await import('./routes/site-pages')).AboutPage }),
  '/mine/privacy': async () => ({ Component: (await import('./routes/site-pages')).PrivacyPage }),
  '/mine/service': async () => ({ Component: (await import('./routes/site-pages')).ServicePage }),
  '/mine/protocol': async () => ({
    Component: (await import('./routes/site-pages')).ProtocolPage,
  }),
};

/**
 * The start screen shows no catalogue message and needs only the core texts: it loads without the
 * catalogue and the rest of the texts, which every other screen waits for.
 */
const WITHOUT_MESSAGES = new Set(['/login/start']);

/**
 * Starts downloading the screen at `location` (a hash route with its query) before the app
 * renders, alongside the language texts, rather than after them: with all the texts and the
 * message catalogue it will wait for, unless it is the start screen, and, signed in, the data it
 * shows first (route-data.ts).
 */
export function preloadScreen(location: string): void {
  const [path = '', query = ''] = location.split('?');
  const screen = path || '/login/start';
  void BUILT[screen]?.().catch(() => undefined);
  // The rest follows in tasks of its own: each import asks for its chunks, and one long task
  // asking for them all would keep the page from answering meanwhile.
  const steps: (() => void)[] = [];
  if (!WITHOUT_MESSAGES.has(screen)) {
    steps.push(...routeDataSteps(screen, new URLSearchParams(query)));
    steps.push(() => void loadAllTexts().catch(() => undefined));
    steps.push(() => void loadMessages().catch(() => undefined));
  }
  if (SCREENS.some((entry) => entry.path === screen && entry.tabs)) {
    steps.push(() => void import('@/components/bottom-menu/bottom-menu').catch(() => undefined));
  }
  for (const step of steps) window.setTimeout(step, 0);
}

/** A screen not built yet: the coming-soon panel, loaded like a screen when first shown. */
function comingSoon(title: ScreenTitle): LazyScreen {
  return async () => {
    const { ComingSoon } = await import('@/components/coming-soon/coming-soon');
    function ComingSoonScreen() {
      const { t } = useTranslation();
      return <ComingSoon title={t(`screens.${title}`)} />;
    }
    return { Component: ComingSoonScreen };
  };
}

function toRoute(screen: ScreenDefinition): RouteObject {
  const { path, public: _public, ...handle } = screen;
  const load = BUILT[path] ?? comingSoon(screen.title);
  const lazy: LazyScreen = WITHOUT_MESSAGES.has(path)
    ? load
    : async () => (await Promise.all([load(), loadAllTexts(), loadMessages()]))[0];
  return { path, handle, lazy };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteError />,
    HydrateFallback: LoadingScreen,
    children: [
      { index: true, element: <Navigate to="/login/start" replace /> },
      ...SCREENS.filter((screen) => screen.public).map(toRoute),
      {
        element: <RequireSession />,
        children: SCREENS.filter((screen) => !screen.public).map(toRoute),
      },
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];

export type AppRouter = ReturnType<typeof createHashRouter>;

/** The app's router, registered as the navigator of code outside React (lib/navigation.ts). */
export function createAppRouter(): AppRouter {
  const router = createHashRouter(routes);
  setNavigator((path) => void router.navigate(path, { replace: true }));
  return router;
}

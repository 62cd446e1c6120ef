import { createHashRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/loading-screen/loading-screen';
import { loadAllTexts, loadMessages } from '@/i18n/i18n';
import { setNavigator } from '@/lib/navigation';
import { AppShell } from './layout/app-shell';
import { FallbackRedirect, RequireSession } from './layout/require-session';
import { RouteError } from './layout/route-error';
import { BUILT, screenAt, START_SCREEN, WITHOUT_MESSAGES } from './routes/built-screens';
import type { LazyScreen } from './routes/built-screens';
import { openingQuerySteps } from './routes/opening-queries';
import { SCREENS } from './screens';
import type { ScreenDefinition, ScreenTitle } from './screens';

/**
 * Starts, as the app starts, what the screen at `location` (a hash route with its query) waits for
 * beyond its code, which the entry has asked for (main.tsx: startScreenCode): unless it is the
 * start screen, all the texts into i18next, the message catalogue and, signed in, the data it
 * shows first into the query cache (all three already on their way from the entry); on a tab
 * screen, the bottom menu.
 */
export function preloadScreen(location: string): void {
  const { screen, query } = screenAt(location);
  // The rest follows in tasks of its own: each import asks for its chunks, and one long task
  // asking for them all would keep the page from answering meanwhile.
  const steps: (() => void)[] = [];
  if (!WITHOUT_MESSAGES.has(screen)) {
    steps.push(...openingQuerySteps(screen, query));
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
      { index: true, element: <Navigate to={START_SCREEN} replace /> },
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

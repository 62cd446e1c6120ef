import { lazy, Suspense, useEffect } from 'react';
import { HashRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '@/components/loading-screen/loading-screen';
import { loadAllTexts, loadMessages } from '@/i18n/i18n';
import { setNavigator } from '@/lib/navigation';
import { AppShell } from './layout/app-shell';
import { FallbackRedirect, RequireSession } from './layout/require-session';
import { RouteErrorBoundary } from './layout/route-error';
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

/**
 * A screen's route, its code loaded when first shown and, unless it is the start screen, rendered
 * once all the texts and the message catalogue are in as well. Until then the page shows what it
 * showed: the splash or the loading screen as the app starts, the last screen on a change of
 * screen (the router changes location in a transition, which React does not commit while the next
 * screen loads).
 */
function screenRoute(screen: ScreenDefinition) {
  const load = BUILT[screen.path] ?? comingSoon(screen.title);
  const Screen = lazy(async () => {
    const [{ Component }] = await Promise.all([
      load(),
      ...(WITHOUT_MESSAGES.has(screen.path) ? [] : [loadAllTexts(), loadMessages()]),
    ]);
    return { default: Component };
  });
  return <Route key={screen.path} path={screen.path} element={<Screen />} />;
}

const PUBLIC_ROUTES = SCREENS.filter((screen) => screen.public).map(screenRoute);
const SESSION_ROUTES = SCREENS.filter((screen) => !screen.public).map(screenRoute);

/** Registers the router's navigate (replacing the entry) for code outside React. */
function NavigatorForOutside() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => void navigate(path, { replace: true })), [navigate]);
  return null;
}

/**
 * The app's routes under the shell, by SCREENS (screens.ts): the screens that need a session
 * behind RequireSession, an unknown address to FallbackRedirect. A screen that fails to load or
 * render shows the error panel in place of the app.
 */
export function AppRoutes() {
  return (
    <HashRouter>
      <NavigatorForOutside />
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingScreen />}>
          <Routes>
            <Route path="/" element={<AppShell />}>
              <Route index element={<Navigate to={START_SCREEN} replace />} />
              {PUBLIC_ROUTES}
              <Route element={<RequireSession />}>{SESSION_ROUTES}</Route>
              <Route path="*" element={<FallbackRedirect />} />
            </Route>
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </HashRouter>
  );
}

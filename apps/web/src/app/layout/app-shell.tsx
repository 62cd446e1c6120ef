import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { NavigationType, Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '@/components/header/app-header';
import { loadAllTexts } from '@/i18n/i18n';
import { usePanelVisibility } from '@/features/account-panel/stores/panel-visibility';
import { useUnreadCount } from '@/features/messages/api/get-unread';
import { useDrawnAndIdle } from '@/lib/idle';
import { clearDialogs } from '@/lib/dialog';
import { becomeInstallable } from '@/lib/installable';
import { endOpening } from '@/lib/query-client';
import { useIsSignedIn } from '@/lib/session-store';
import { START_SCREEN } from '../routes/built-screens';
import { useScreenHandle } from './use-screen-handle';
import styles from './app-shell.module.css';

/** How long the shell's hidden parts wait for an idle moment at most. */
const FIRST_PAINT_WAIT_MS = 2_000;

/** A part of the shell, shown once its code and all the texts (not only the core) are in. */
function withAllTexts<T extends ComponentType>(load: () => Promise<T>) {
  return lazy(async () => ({ default: (await Promise.all([load(), loadAllTexts()]))[0] }));
}

// Signed-in parts, loaded after sign-in rather than with the first screen (the router starts
// loading the bottom menu with the first tab screen: preloadScreen).
const BottomMenu = withAllTexts(
  async () => (await import('@/components/bottom-menu/bottom-menu')).BottomMenu,
);
const AccountPanel = withAllTexts(
  async () => (await import('@/features/account-panel/components/account-panel')).AccountPanel,
);
const AlertWatch = withAllTexts(
  async () => (await import('@/features/alerts/components/alert-watch')).AlertWatch,
);
const FundUnlockSheet = withAllTexts(
  async () => (await import('@/features/fund-unlock/components/fund-unlock-sheet')).FundUnlockSheet,
);

/**
 * False until the browser has painted the first screen and has a moment to spare: the parts of
 * the shell nobody sees at first (the account panel, the fund unlock sheet, the alert watch and
 * its live socket) load and mount after it, and the app becomes installable then (its manifest,
 * icon and service worker), so that they do not lengthen the first render.
 */
function useAfterFirstPaint(): boolean {
  const painted = useDrawnAndIdle(FIRST_PAINT_WAIT_MS);
  useEffect(() => {
    if (painted) becomeInstallable();
  }, [painted]);
  return painted;
}

/**
 * Whether the screen on show is the one the page opened on (a reload's too; the shell lives as
 * long as the page). That screen is drawn at once, replacing the splash, since the fade is for a
 * change of screen: drawn at once, its first paint is also what a phone's browser reports as the
 * page's content, where a paint at opacity 0 counts for nothing (issue 18). It stays the opening
 * screen while its search changes (a tab, a filter); so does the screen a redirect leads to
 * before the customer has done anything (the bare address to the start screen, a screen that
 * needs a session to the log-in screen). Known by its path: every entry the router did not make
 * itself (an address typed, a plain link) has the same location key, and a new search is a new
 * location.
 */
function useOpensPage(pathname: string): boolean {
  const navigationType = useNavigationType();
  const [acted, setActed] = useState(false);
  const [openingPath, setOpeningPath] = useState<string | null>(pathname);
  useEffect(() => {
    if (acted) return;
    const act = () => setActed(true);
    const options = { capture: true, once: true } as const;
    window.addEventListener('pointerdown', act, options);
    window.addEventListener('keydown', act, options);
    return () => {
      window.removeEventListener('pointerdown', act, options);
      window.removeEventListener('keydown', act, options);
    };
  }, [acted]);
  if (openingPath !== null && openingPath !== pathname) {
    const redirect = navigationType === NavigationType.Replace && !acted;
    setOpeningPath(redirect ? pathname : null);
  }
  return openingPath === pathname;
}

interface HistoryState {
  idx?: number;
}

/**
 * The frame around every screen: header, the screen (fading in, scrolled to the top), the
 * bottom menu on main screens, and the account panel while signed in.
 */
export function AppShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const screen = useScreenHandle();
  const signedIn = useIsSignedIn();
  const afterFirstPaint = useAfterFirstPaint();
  const openPanel = usePanelVisibility((state) => state.show);
  const hidePanel = usePanelVisibility((state) => state.hide);
  const title = t(`screens.${screen.title}`);
  const opensPage = useOpensPage(location.pathname);
  // The answers the opening screen was given as the app started are like any other once the
  // customer has left it: the next screen asks for them again as it mounts. A layout effect: it
  // runs before any part of that screen subscribes to its queries (in the passive effects).
  useLayoutEffect(() => {
    if (!opensPage) endOpening();
  }, [opensPage]);
  // The message shortcut (main header) shows how many site messages are unread.
  const showsBadge = signedIn && screen.header === 'main';
  const unread = useUnreadCount(showsBadge);
  const refetchUnread = unread.refetch;

  useLayoutEffect(() => {
    // A new screen starts at the top, with no panel or dialog of the last one left open.
    window.scrollTo(0, 0);
    hidePanel();
    clearDialogs();
  }, [location.pathname, hidePanel]);

  useEffect(() => {
    document.title = screen.header === 'main' ? `Kabuto · ${title}` : `${title} · Kabuto`;
  }, [screen.header, title]);

  useEffect(() => {
    if (!signedIn) hidePanel();
  }, [signedIn, hidePanel]);

  // Fresh on every main screen the customer opens: messages arrive meanwhile. Not on the screen
  // the shell mounts with, whose query asks as it mounts (or was given its answer as the app
  // started: opening-queries.ts).
  const badgePath = useRef(location.pathname);
  useEffect(() => {
    if (badgePath.current === location.pathname) return;
    badgePath.current = location.pathname;
    if (showsBadge) void refetchUnread({ cancelRefetch: false });
  }, [location.pathname, showsBadge, refetchUnread]);

  const goBack = () => {
    // React Router numbers the entries it created; at 0 there is nothing of ours to go back to.
    const state = window.history.state as HistoryState | null;
    if (state?.idx && state.idx > 0) navigate(-1);
    else navigate(signedIn ? '/home/index' : START_SCREEN, { replace: true });
  };

  return (
    <>
      <AppHeader
        variant={screen.header}
        title={title}
        action={signedIn ? screen.action : undefined}
        onBack={goBack}
        onOpenAccountPanel={signedIn ? openPanel : undefined}
        unreadMessages={signedIn ? unread.data : undefined}
      />
      <main
        key={location.pathname}
        className={[styles.screen, opensPage && styles.opening, screen.tabs && styles.withTabs]
          .filter(Boolean)
          .join(' ')}
        data-testid="screen"
        data-path={location.pathname}
      >
        <Outlet />
      </main>
      {screen.tabs && (
        <Suspense fallback={null}>
          <BottomMenu />
        </Suspense>
      )}
      {signedIn && afterFirstPaint && (
        <Suspense fallback={null}>
          <AccountPanel />
          <FundUnlockSheet />
          <AlertWatch />
        </Suspense>
      )}
    </>
  );
}

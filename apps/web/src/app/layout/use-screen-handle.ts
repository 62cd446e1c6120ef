import { matchPath, useLocation } from 'react-router';
import { SCREENS } from '../screens';
import type { ScreenHandle } from '../screens';

const FALLBACK: ScreenHandle = { title: 'home', header: 'hide' };

/** The framing of the screen on show: its entry in SCREENS (screens.ts), by the location's path. */
export function useScreenHandle(): ScreenHandle {
  const { pathname } = useLocation();
  return SCREENS.find((screen) => matchPath(screen.path, pathname)) ?? FALLBACK;
}

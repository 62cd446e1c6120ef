import { useMatches } from 'react-router';
import type { ScreenHandle } from '../screens';

const FALLBACK: ScreenHandle = { title: 'home', header: 'hide' };

function isScreenHandle(value: unknown): value is ScreenHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'header' in value;
}

/** The framing of the screen on show: the handle of the deepest matched route that has one. */
export function useScreenHandle(): ScreenHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isScreenHandle(handle)) return handle;
  }
  return FALLBACK;
}

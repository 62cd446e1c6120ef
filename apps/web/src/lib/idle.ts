import { useEffect, useState } from 'react';

/**
 * Runs `work` once the browser has drawn the next frame and has a moment to spare (at most
 * `timeoutMs` later): for what nobody sees at first, so it does not lengthen the first render.
 * Answers a function that cancels it if it has not run yet.
 */
export function afterPaintWhenIdle(work: () => void, timeoutMs: number): () => void {
  let idle = 0;
  const frame = requestAnimationFrame(() => {
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(work, { timeout: timeoutMs })
      : window.setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * False until the browser has drawn the component's first frame and has a moment to spare (at
 * most `timeoutMs` later), then true for the component's life: for what the screen can show a
 * moment after its first paint, so that it neither lengthens that render nor shares the network
 * with what the screen shows first.
 */
export function useDrawnAndIdle(timeoutMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    return afterPaintWhenIdle(() => setReady(true), timeoutMs);
  }, [ready, timeoutMs]);
  return ready;
}

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

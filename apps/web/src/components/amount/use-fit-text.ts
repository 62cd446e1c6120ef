import { useLayoutEffect, useRef, useState } from 'react';

/** The smallest type an amount or title shrinks to, as a share of its own size. */
export const MIN_FIT_SCALE = 0.6;

/**
 * Shrinks the type of a one-line element until its text fits its box (down to `minScale` of its
 * own size), again whenever its container changes width or `content` changes. Answers whether
 * the text is still cut at the smallest size.
 */
export function useFitText<T extends HTMLElement>(content: unknown, minScale = MIN_FIT_SCALE) {
  const ref = useRef<T>(null);
  const [clipped, setClipped] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const fit = () => {
      element.style.fontSize = '';
      const base = parseFloat(getComputedStyle(element).fontSize);
      // Smaller type can be given a narrower box (a flex row shares its room by content), so the
      // fit is measured again after each step until the text fits or reaches the smallest size.
      let scale = 1;
      for (let step = 0; step < 6; step += 1) {
        const room = element.clientWidth;
        const natural = element.scrollWidth;
        if (room === 0 || natural <= room + 0.5 || scale <= minScale) break;
        const next = Math.floor(((scale * room) / natural) * 100) / 100;
        scale = Math.max(minScale, Math.min(next, scale - 0.01));
        element.style.fontSize = `${(base * scale).toFixed(2)}px`;
      }
      setClipped(element.scrollWidth > element.clientWidth + 0.5);
    };
    fit();
    // Refit on the next frame after a resize, never inside the observer's own callback, and once
    // a font arrives (the text's own width changes then, its box's does not).
    const refit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    const observer = new ResizeObserver(refit);
    observer.observe(element.parentElement ?? element);
    document.fonts.addEventListener('loadingdone', refit);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.fonts.removeEventListener('loadingdone', refit);
    };
  }, [content, minScale]);

  return { ref, clipped };
}

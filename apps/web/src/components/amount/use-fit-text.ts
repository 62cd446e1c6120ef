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
      const room = element.clientWidth;
      const natural = element.scrollWidth;
      if (room === 0 || natural <= room + 0.5) {
        setClipped(false);
        return;
      }
      const base = parseFloat(getComputedStyle(element).fontSize);
      const scale = Math.max(minScale, Math.floor((room / natural) * 100) / 100);
      element.style.fontSize = `${(base * scale).toFixed(2)}px`;
      setClipped(element.scrollWidth > element.clientWidth + 0.5);
    };
    fit();
    // Refit on the next frame after a resize, never inside the observer's own callback.
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    });
    observer.observe(element.parentElement ?? element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [content, minScale]);

  return { ref, clipped };
}

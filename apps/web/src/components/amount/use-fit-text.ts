import { useLayoutEffect, useRef, useState } from 'react';

/** The smallest type an amount or title shrinks to, as a share of its own size. */
export const MIN_FIT_SCALE = 0.6;

/** Whether a one-line element's text fits its box at its present size. */
function fitsIn(element: HTMLElement): boolean {
  return element.scrollWidth <= element.clientWidth + 0.5;
}

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
    const box = element.parentElement ?? element;
    let frame = 0;
    let boxWidth = -1;
    const fit = () => {
      boxWidth = box.clientWidth;
      // Reads before any write: a text that fits at its own size (most of them) is left alone, so
      // the figures of one screen share a single layout instead of forcing one each.
      if (!element.style.fontSize && fitsIn(element)) {
        setClipped(false);
        return;
      }
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
      setClipped(!fitsIn(element));
    };
    // The first fit runs in the frame that draws the text, before it is drawn: measuring in the
    // commit would lay out the whole new screen inside React's commit, one long task, where the
    // frame lays it out anyway.
    frame = requestAnimationFrame(fit);
    // Refit on the next frame after a resize, never inside the observer's own callback, and once
    // a font arrives (the text's own width changes then, its box's does not).
    const refit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    // The observer also reports every box once when it starts: at the width just fitted, that
    // report needs no second fit.
    const observer = new ResizeObserver(() => {
      if (box.clientWidth !== boxWidth) refit();
    });
    observer.observe(box);
    document.fonts.addEventListener('loadingdone', refit);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.fonts.removeEventListener('loadingdone', refit);
    };
  }, [content, minScale]);

  return { ref, clipped };
}

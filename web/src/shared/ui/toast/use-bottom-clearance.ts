import { useEffect, useState } from 'react';

/**
 * What a phone keeps fixed at the bottom of the screen, which toasts must sit above: the bottom bar and
 * the trading screen's Buy/Sell dock (fixed only on a phone; elsewhere in the page's flow).
 */
export const BOTTOM_FIXED_SELECTOR = '.bottom-nav, .trade-form__dock';

/** How far above the viewport's bottom the highest of them starts, in px (0 without one). */
function measure(): number {
  let top = window.innerHeight;
  for (const el of document.querySelectorAll(BOTTOM_FIXED_SELECTOR)) {
    if (getComputedStyle(el).position !== 'fixed') continue;
    const rect = el.getBoundingClientRect();
    if (rect.height > 0) top = Math.min(top, rect.top);
  }
  return Math.max(0, Math.round(window.innerHeight - top));
}

/**
 * The clearance toasts need at the bottom, followed through resizes (the dock grows with its message),
 * route changes (the dock comes and goes with the trading screen) and scrolling.
 */
export function useBottomClearance(): number {
  const [clearance, setClearance] = useState(0);

  useEffect(() => {
    let frame = 0;
    const watched = new Set<Element>();
    // Many DOM changes a frame cost one measurement.
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    const resize = new ResizeObserver(schedule);
    const update = () => {
      frame = 0;
      for (const el of document.querySelectorAll(BOTTOM_FIXED_SELECTOR)) {
        if (!watched.has(el)) {
          watched.add(el);
          resize.observe(el);
        }
      }
      setClearance(measure());
    };
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    update();
    return () => {
      window.cancelAnimationFrame(frame);
      mutations.disconnect();
      resize.disconnect();
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule);
    };
  }, []);

  return clearance;
}

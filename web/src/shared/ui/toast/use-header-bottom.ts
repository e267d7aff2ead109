import { useEffect, useState } from 'react';

/** The page headers toasts must never cover: the client area's and the public site's. */
export const HEADER_SELECTOR = '.app-header, .public-header';

/**
 * Where the visible header ends, in px from the top of the viewport (0 without one). Followed through
 * resizes (the phone header wraps its balances onto a second row), scrolling and route changes.
 */
export function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(0);

  useEffect(() => {
    let header: Element | null = null;
    let frame = 0;
    // Many DOM changes a frame cost one measurement.
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    const resize = new ResizeObserver(schedule);
    const measure = () => {
      frame = 0;
      const found = document.querySelector(HEADER_SELECTOR);
      if (found !== header) {
        if (header) resize.unobserve(header);
        header = found;
        if (header) resize.observe(header);
      }
      setBottom(header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0);
    };
    // The header mounts and unmounts with the routes: watch the body's children for it.
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    measure();
    return () => {
      window.cancelAnimationFrame(frame);
      mutations.disconnect();
      resize.disconnect();
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule);
    };
  }, []);

  return bottom;
}

import { useSyncExternalStore } from 'react';

export type ScreenClass = 'mobile' | 'tablet' | 'desktop';

/**
 * The reference's breakpoints, read one way everywhere (this hook and the CSS media queries): a
 * boundary width belongs to the smaller class.
 *   mobile:  width <= 768            (@media (max-width: 768px))
 *   tablet:  768 < width <= 1200     (769 to 1200 px; @media (max-width: 1200px))
 *   desktop: width > 1200            (1201 px and wider)
 */
export const MOBILE_MAX_WIDTH = 768;
export const TABLET_MAX_WIDTH = 1200;

export function screenClassOf(width: number): ScreenClass {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useScreenClass(): ScreenClass {
  return useSyncExternalStore(
    subscribe,
    () => screenClassOf(window.innerWidth),
    () => 'desktop',
  );
}

import { useSyncExternalStore } from 'react';

export type ScreenClass = 'mobile' | 'tablet' | 'desktop';

/** The reference's breakpoints: mobile up to 768 px, tablet up to 1200 px, desktop above. */
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
  return useSyncExternalStore(subscribe, () => screenClassOf(window.innerWidth), () => 'desktop');
}

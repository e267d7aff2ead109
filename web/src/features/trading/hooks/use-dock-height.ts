import { useEffect, type RefObject } from 'react';

/**
 * Keeps `--trade-dock-h` on the trading screen at the trade form's dock height: on a phone the dock
 * (message, pause note, Buy and Sell) is fixed above the bottom bar, and the screen leaves that much
 * room under its last card so that nothing stays hidden behind it.
 */
export function useDockHeight(dock: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = dock.current;
    const screen = element?.closest<HTMLElement>('.quick-trading');
    if (!element || !screen || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => screen.style.setProperty('--trade-dock-h', `${Math.ceil(element.getBoundingClientRect().height)}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      screen.style.removeProperty('--trade-dock-h');
    };
  }, [dock]);
}

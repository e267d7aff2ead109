import { useEffect, useRef } from 'react';
import type { TradeMode } from '@contracts/trade-rules';

/** The keys that place a trade from anywhere on the trading screen (shown in the buttons' tooltips). */
export const TRADE_SHORTCUTS: Record<TradeMode, string> = { Buy: 'B', Sell: 'S' };

/** True when a key press belongs to what has focus: typing in a field, choosing in a list, an editor. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) || element.isContentEditable;
}

/** Marks a popup (the instrument picker, the indicators' panel) inside which B and S place nothing. */
export const NO_TRADE_SHORTCUTS = { 'data-no-trade-shortcuts': true } as const;

/**
 * B buys and S sells, unless focus is in a text field or a select (where the letter is typing) or in
 * a popup marked NO_TRADE_SHORTCUTS, a modifier is held (browser shortcuts stay theirs) or a dialog is
 * open. A held key does not repeat the trade.
 */
export function useTradeShortcuts(place: (mode: TradeMode) => void): void {
  const placeRef = useRef(place);
  placeRef.current = place;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[data-no-trade-shortcuts]')) return;
      // A dialog or drawer on top owns the keyboard.
      if (document.querySelector('[aria-modal="true"]')) return;
      const key = event.key.toUpperCase();
      const mode = (Object.keys(TRADE_SHORTCUTS) as TradeMode[]).find((m) => TRADE_SHORTCUTS[m] === key);
      if (!mode) return;
      event.preventDefault();
      placeRef.current(mode);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

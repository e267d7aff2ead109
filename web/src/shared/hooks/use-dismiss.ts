import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `open`, a press outside `root` or Escape calls `close`; Escape then returns focus to `returnFocus`
 * (the control that opened it). For popovers and menus that are not modal (a modal traps focus instead).
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void, returnFocus?: RefObject<HTMLElement | null>): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) closeRef.current();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      closeRef.current();
      returnFocus?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root, returnFocus]);
}

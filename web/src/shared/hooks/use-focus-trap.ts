import { useEffect, useRef, type RefObject } from 'react';

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface FocusTrapOptions {
  /** Escape pressed inside or outside the container while the trap is on. */
  onEscape: () => void;
  /** Keep the page behind from scrolling while the trap is on (default true). */
  lockScroll?: boolean;
}

/** The elements Tab can reach inside `root`: visible, and not in an inert part (an off-screen panel). */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null && !el.closest('[inert]'));
}

/**
 * For a dialog or a drawer while `active`: focus moves in (a field first, else the first control),
 * Tab and Shift+Tab stay inside, Escape calls onEscape, and focus returns where it was afterwards.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement as HTMLElement | null;
    const root = ref.current;
    const first = root?.querySelector<HTMLElement>('[autofocus], input, select, textarea') ?? (root ? tabbableIn(root)[0] : undefined);
    (first ?? root)?.focus();
    const lock = latest.current.lockScroll ?? true;
    const overflow = document.body.style.overflow;
    if (lock) document.body.style.overflow = 'hidden';

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        latest.current.onEscape();
        return;
      }
      if (e.key !== 'Tab' || !root) return;
      const items = tabbableIn(root);
      if (items.length === 0) {
        e.preventDefault();
        root.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const current = document.activeElement;
      if (e.shiftKey && (current === firstItem || !root.contains(current))) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && (current === lastItem || !root.contains(current))) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      if (lock) document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [active, ref]);
}

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { Icon } from './icon';

/** The reference's modal transition. */
export const MODAL_TRANSITION_MS = 500;

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  testId?: string;
  /** Hide the × button (a dialog that must be answered with its own button). */
  hideClose?: boolean;
  size?: 'small' | 'medium';
}

/**
 * An accessible dialog: focus moves in and stays in, Escape and a click on the backdrop close it,
 * it fades in and out over 500 ms and leaves the DOM once closed. Focus returns where it was.
 */
export function Modal({ open, onClose, title, children, testId, hideClose = false, size = 'medium' }: ModalProps) {
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Mount, then show on the next frame so the transition runs; hide, then unmount after it.
  useEffect(() => {
    if (open) {
      setMounted(true);
      const frame = requestAnimationFrame(() => requestAnimationFrame(() => setShown(true)));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    const timer = window.setTimeout(() => setMounted(false), MODAL_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  // While mounted: focus inside and kept there, Escape closes, the page behind does not scroll.
  useFocusTrap(panel, mounted, { onEscape: () => onCloseRef.current() });

  if (!mounted) return null;
  return createPortal(
    // The backdrop: a press on it closes, for a pointer; the keyboard has Escape (and the × button).
    <div
      className={`modal ${shown ? 'modal--shown' : ''}`}
      style={{ transitionDuration: `${MODAL_TRANSITION_MS}ms` }}
      role="presentation"
      onMouseDown={(e) => {
        // Only a press that starts on the backdrop itself closes (not a text selection dragged out).
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        className={`modal__panel modal__panel--${size} card`}
        style={{ transitionDuration: `${MODAL_TRANSITION_MS}ms` }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {!hideClose && (
            <button type="button" className="icon-btn modal__close" onClick={onClose} aria-label="Close">
              <Icon name="close" size={18} />
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

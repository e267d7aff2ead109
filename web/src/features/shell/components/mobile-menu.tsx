import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Icon } from '../../../shared/ui/icon';
import { SideNav } from './side-nav';

/** The side navigation as a drawer on small screens; a backdrop click or a navigation closes it. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const location = useLocation();
  useEffect(() => onClose(), [location.pathname, onClose]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="drawer" role="dialog" aria-modal="true" aria-label="Menu">
      {/* A click beside the drawer closes it; the keyboard has Escape and the close button. */}
      <div className="drawer__backdrop" role="presentation" onClick={onClose} />
      <div className="drawer__panel">
        <button type="button" className="icon-btn drawer__close" onClick={onClose} aria-label="Close menu">
          <Icon name="close" />
        </button>
        <SideNav />
      </div>
    </div>
  );
}

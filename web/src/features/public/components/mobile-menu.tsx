import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { BRAND_NAME } from '../../../shared/brand';
import { useFocusTrap } from '../../../shared/hooks/use-focus-trap';
import { Icon } from '../../../shared/ui/icon';
import { isGroup, PUBLIC_NAV, type NavGroup } from '../nav';
import { AccountActions } from './account-actions';

export const MOBILE_MENU_ID = 'public-mobile-menu';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
}

/**
 * The menu of tablets and phones: a drawer whose submenus slide in over the main list (a 300 ms
 * drill-down) with a Back button. Focus stays in the drawer; Escape goes back a level, then closes.
 */
export function MobileMenu({ open, onClose, onLogin }: MobileMenuProps) {
  const panel = useRef<HTMLDivElement>(null);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [lastGroupId, setLastGroupId] = useState<string | null>(null);
  const { pathname } = useLocation();
  const group = PUBLIC_NAV.find((e): e is NavGroup => isGroup(e) && e.id === (groupId ?? lastGroupId));

  useEffect(() => onClose(), [pathname, onClose]);
  useEffect(() => {
    if (!open) setGroupId(null);
  }, [open]);

  useFocusTrap(panel, open, {
    onEscape: () => (groupId ? back() : onClose()),
  });

  const drill = (id: string) => {
    setGroupId(id);
    setLastGroupId(id);
    // The submenu's Back button takes focus once the submenu is no longer inert.
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('.drawer-menu__back')?.focus({ preventScroll: true }));
  };
  const back = () => {
    const from = groupId;
    setGroupId(null);
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>(`[data-group="${from}"]`)?.focus({ preventScroll: true }));
  };

  if (!open) return null;
  return createPortal(
    <div className="drawer public-drawer" id={MOBILE_MENU_ID}>
      {/* A click beside the drawer closes it; the keyboard has Escape and the close button. */}
      <div className="drawer__backdrop" role="presentation" onClick={onClose} />
      <div ref={panel} className="drawer__panel public-drawer__panel" role="dialog" aria-modal="true" aria-label="Menu" tabIndex={-1} data-testid="mobile-menu">
        <div className="public-drawer__head">
          <Link to="/" className="brand">
            <span className="brand__mark" aria-hidden="true" />
            {BRAND_NAME}
          </Link>
          <button type="button" className="icon-btn" onClick={onClose} aria-label="Close menu">
            <Icon name="close" />
          </button>
        </div>
        <nav className="drawer-menu" aria-label="Site menu">
          <div className={`drawer-menu__track ${groupId ? 'drawer-menu__track--sub' : ''}`}>
            <ul className="drawer-menu__level" inert={groupId !== null}>
              {PUBLIC_NAV.map((entry) =>
                isGroup(entry) ? (
                  <li key={entry.id}>
                    <button type="button" className="drawer-menu__item" data-group={entry.id} onClick={() => drill(entry.id)} aria-haspopup="true">
                      {entry.label}
                      <span className="drawer-menu__chevron">
                        <Icon name="chevron" size={18} />
                      </span>
                    </button>
                  </li>
                ) : (
                  <li key={entry.to}>
                    <RouterNavLink to={entry.to} end className="drawer-menu__item">
                      {entry.label}
                    </RouterNavLink>
                  </li>
                ),
              )}
            </ul>
            <div className="drawer-menu__level" inert={groupId === null}>
              {group && (
                <>
                  <button type="button" className="drawer-menu__back" onClick={back}>
                    <span className="drawer-menu__chevron drawer-menu__chevron--back">
                      <Icon name="chevron" size={18} />
                    </span>
                    Back
                  </button>
                  <p className="drawer-menu__title">{group.label}</p>
                  <ul>
                    {group.items.map((item) => (
                      <li key={item.to}>
                        <RouterNavLink to={item.to} className="drawer-menu__item">
                          {item.label}
                        </RouterNavLink>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          </div>
        </nav>
        <div className="public-drawer__actions">
          <AccountActions onLogin={onLogin} block />
        </div>
      </div>
    </div>,
    document.body,
  );
}

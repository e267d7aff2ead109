import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { Icon } from '../../../shared/ui/icon';
import { isGroup, PUBLIC_NAV, type NavGroup } from '../nav';

/** The menu bar of wide screens (desktop); its submenus are disclosure buttons with a list of links. */
export function DesktopNav() {
  return (
    <nav className="site-nav" aria-label="Main" data-testid="desktop-nav">
      <ul className="site-nav__list">
        {PUBLIC_NAV.map((entry) =>
          isGroup(entry) ? (
            <NavDropdown key={entry.id} group={entry} />
          ) : (
            <li key={entry.to}>
              <RouterNavLink to={entry.to} end className="site-nav__link">
                {entry.label}
              </RouterNavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * A submenu: the button opens it (aria-expanded), arrow keys move through its links, Escape closes
 * it and gives focus back to the button, and it closes when focus or a click goes elsewhere.
 */
function NavDropdown({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const current = group.items.some((item) => item.to === pathname);

  // A navigation closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const links = () => [...(root.current?.querySelectorAll<HTMLElement>('.site-nav__menu-link') ?? [])];
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLElement);
    switch (e.key) {
      case 'Escape':
        if (!open) return;
        e.preventDefault();
        setOpen(false);
        button.current?.focus();
        break;
      case 'ArrowDown':
        e.preventDefault();
        if (!open) setOpen(true);
        requestAnimationFrame(() => focusLink(at + 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (!open) setOpen(true);
        requestAnimationFrame(() => focusLink(at === -1 ? -1 : at - 1));
        break;
      case 'Home':
      case 'End':
        if (at === -1) return;
        e.preventDefault();
        focusLink(e.key === 'Home' ? 0 : -1);
        break;
      default:
        break;
    }
  };

  return (
    <li
      ref={root}
      className={`site-nav__group ${open ? 'site-nav__group--open' : ''}`}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`site-nav__link site-nav__toggle ${current ? 'active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onKeyDown}
        data-testid={`nav-${group.id}`}
      >
        {group.label}
        <Icon name="chevron" size={16} />
      </button>
      <ul id={menuId} className="site-nav__menu card" hidden={!open}>
        {group.items.map((item) => (
          <li key={item.to}>
            <RouterNavLink to={item.to} className="site-nav__menu-link" onKeyDown={onKeyDown}>
              {item.label}
            </RouterNavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

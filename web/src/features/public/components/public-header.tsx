import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME } from '../../../shared/brand';
import { Icon } from '../../../shared/ui/icon';
import { ThemeToggle } from '../../shell/components/theme-toggle';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { AccountActions } from './account-actions';
import { DesktopNav } from './desktop-nav';
import { MobileMenu, MOBILE_MENU_ID } from './mobile-menu';
import { TickerTape } from './ticker-tape';

/** The reference's scroll offset after which the header is drawn opaque. */
export const OPAQUE_AFTER_PX = 100;

/**
 * Sticky header of the public pages: the live ticker tape, the brand, the menu (a bar on desktop, a
 * drawer on tablets and phones) and the account buttons. See-through at the top of the page, opaque
 * once the page is scrolled 100 px.
 */
export function PublicHeader({ onLogin }: { onLogin: () => void }) {
  const opaque = useScrolledPast(OPAQUE_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className={`public-header ${opaque ? 'public-header--opaque' : ''}`} data-testid="public-header" data-opaque={opaque}>
      <TickerTape />
      <div className="public-header__bar">
        <Link to="/" className="brand" aria-label={`${BRAND_NAME} home`}>
          <span className="brand__mark" aria-hidden="true" />
          {BRAND_NAME}
        </Link>
        <DesktopNav />
        <div className="public-header__actions">
          <ThemeToggle />
          <AccountActions onLogin={onLogin} />
          <button
            type="button"
            className="icon-btn public-header__menu-btn"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            onClick={() => setMenuOpen(true)}
            data-testid="menu-button"
          >
            <Icon name="menu" />
          </button>
        </div>
      </div>
      <MobileMenu
        open={menuOpen}
        onClose={closeMenu}
        onLogin={() => {
          setMenuOpen(false);
          onLogin();
        }}
      />
    </header>
  );
}

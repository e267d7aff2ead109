import { Link } from 'react-router';
import { BRAND_NAME } from '../../../shared/brand';
import { Icon } from '../../../shared/ui/icon';
import { AccountPanel } from './account-panel';
import { Balances } from './balances';
import { ConnectionStatus } from './connection-status';
import { DepositButton } from './deposit-button';
import { ModeToggle } from './mode-toggle';
import { ThemeToggle } from './theme-toggle';

export function AppHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  return (
    <header className="app-header">
      <button type="button" className="icon-btn app-header__menu" onClick={onOpenMenu} aria-label="Open menu" data-testid="menu-button">
        <Icon name="menu" />
      </button>
      <Link to="/user/home" className="brand app-header__brand">
        <span className="brand__mark" aria-hidden="true" />
        <span className="brand__text">{BRAND_NAME}</span>
      </Link>
      <div className="app-header__right">
        <ConnectionStatus />
        <Balances />
        <ModeToggle />
        <DepositButton />
        <ThemeToggle />
        <AccountPanel />
      </div>
    </header>
  );
}

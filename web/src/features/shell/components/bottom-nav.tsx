import { NavLink } from 'react-router';
import { useAppStore, useMode } from '../../../shared/store/app-store';
import { Icon } from '../../../shared/ui/icon';
import { BOTTOM_NAV_DEMO, BOTTOM_NAV_REAL, opensRealMode } from '../nav-items';

/** The mobile bottom bar; Deposit is there in both modes (in demo it switches to real). */
export function BottomNav() {
  const items = useMode() === 'real' ? BOTTOM_NAV_REAL : BOTTOM_NAV_DEMO;
  const setMode = useAppStore((s) => s.setMode);
  return (
    <nav className="bottom-nav" aria-label="Quick links">
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          className="bottom-nav__link"
          end
          onClick={opensRealMode(item.to) ? () => setMode('real') : undefined}
          data-testid={`bottom-nav-${item.label.toLowerCase().replace(' ', '-')}`}
        >
          <Icon name={item.icon} />
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}

import { NavLink } from 'react-router';
import { useMode } from '../../../shared/store/app-store';
import { Icon } from '../../../shared/ui/icon';
import { BOTTOM_NAV_DEMO, BOTTOM_NAV_REAL } from '../nav-items';

/** The mobile bottom bar. */
export function BottomNav() {
  const items = useMode() === 'real' ? BOTTOM_NAV_REAL : BOTTOM_NAV_DEMO;
  return (
    <nav className="bottom-nav" aria-label="Quick links">
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} className="bottom-nav__link" end>
          <Icon name={item.icon} />
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}

import { NavLink, useLocation } from 'react-router';
import { isStaff } from '@contracts/account';
import { useAppStore, useMode } from '../../../shared/store/app-store';
import { Icon } from '../../../shared/ui/icon';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { useSignOut } from '../../auth/hooks/use-sign-out';
import { opensRealMode, sideNavGroups } from '../nav-items';

/** The left navigation (also the mobile menu): accordion groups, money groups in real mode only, the back office for staff. */
export function SideNav() {
  const mode = useMode();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const staff = isStaff(useCurrentUser().data?.roles);
  const setMode = useAppStore((s) => s.setMode);
  const groups = sideNavGroups(mode);
  // The deposit entry switches to real mode as it opens the screen.
  const onNavigate = (to: string) => (opensRealMode(to) ? () => setMode('real') : undefined);

  return (
    <nav className="side-nav" aria-label="Main">
      {groups.map((group) =>
        group.items.length === 1 ? (
          <NavLink
            key={group.label}
            to={group.items[0].to}
            className="side-nav__link side-nav__link--top"
            onClick={onNavigate(group.items[0].to)}
            data-testid={`nav-${group.label.toLowerCase()}`}
          >
            <Icon name={group.icon} />
            {group.label}
          </NavLink>
        ) : (
          <details key={group.label} className="side-nav__group" open={group.items.some((i) => pathname.startsWith(i.to)) || group.label === 'Trading'}>
            <summary className="side-nav__summary">
              <Icon name={group.icon} />
              {group.label}
              <span className="side-nav__chevron">
                <Icon name="chevron" size={16} />
              </span>
            </summary>
            {group.items.map((item) => (
              <NavLink key={item.to} to={item.to} className="side-nav__link" onClick={onNavigate(item.to)}>
                {item.label}
              </NavLink>
            ))}
          </details>
        ),
      )}
      {staff && (
        <NavLink to="/backoffice" className="side-nav__link side-nav__link--top" data-testid="nav-backoffice">
          <Icon name="shield" />
          Back office
        </NavLink>
      )}
      <button type="button" className="side-nav__link side-nav__link--top side-nav__logout" onClick={signOut}>
        <Icon name="logout" />
        Logout
      </button>
    </nav>
  );
}

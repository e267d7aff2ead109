import { useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { appStore } from '../../../shared/store/app-store';
import { useAccountLiveEvents } from '../../account/hooks/use-account-live-events';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { AccountChecklist } from './account-checklist';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { MobileMenu } from './mobile-menu';
import { SideNav } from './side-nav';

/** The signed-in shell: header, left navigation (desktop and tablet), bottom bar (mobile), the page. */
export function UserLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useCurrentUser(); // fetch the user on load
  useAccountLiveEvents();

  useEffect(() => {
    // The user has arrived: a pending after-login target is used up.
    appStore.get().setRedirectRoute(null);
  }, []);

  return (
    <div className="shell">
      <AppHeader onOpenMenu={() => setMenuOpen(true)} />
      <aside className="shell__nav">
        <SideNav />
      </aside>
      <main className="shell__main">
        <AccountChecklist />
        <Outlet />
      </main>
      <BottomNav />
      <MobileMenu open={menuOpen} onClose={closeMenu} />
    </div>
  );
}

import { Suspense, useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { useScreenClass } from '../../../shared/hooks/use-screen-class';
import { useIsSignedIn } from '../../../shared/store/app-store';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { LoginModal } from '../../auth/components/login-modal';
import { LoginModalContext } from '../hooks/login-modal-context';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/**
 * The frame of every public page: header, the page (loaded lazily, its own chunk), footer, and the
 * login modal that the header and the plans page open.
 */
export function PublicLayout() {
  const signedIn = useIsSignedIn();
  const screen = useScreenClass();
  const [loginOpen, setLoginOpen] = useState(false);
  const openLogin = useCallback(() => setLoginOpen(true), []);

  return (
    <LoginModalContext.Provider value={openLogin}>
      <div className="public" data-screen={screen} data-testid="public-layout">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <PublicHeader onLogin={openLogin} />
        <main id="main" className="public__main" tabIndex={-1}>
          <Suspense fallback={<LoadingBlock />}>
            <Outlet />
          </Suspense>
        </main>
        <PublicFooter />
      </div>
      {/* Stays mounted through the sign-in so it can move on to the account itself. */}
      <LoginModal open={loginOpen && !signedIn} onClose={() => setLoginOpen(false)} />
    </LoginModalContext.Provider>
  );
}

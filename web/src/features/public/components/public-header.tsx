import { useState } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME } from '../../../shared/brand';
import { useIsSignedIn } from '../../../shared/store/app-store';
import { LoginModal } from '../../auth/components/login-modal';

/** Header of the public pages: Login (opens the login modal) and Register for visitors, Dashboard for a signed-in user. */
export function PublicHeader() {
  const signedIn = useIsSignedIn();
  const [loginOpen, setLoginOpen] = useState(false);
  return (
    <header className="public-header">
      <Link to="/" className="brand">
        <span className="brand__mark" aria-hidden="true" />
        {BRAND_NAME}
      </Link>
      <nav className="public-header__actions" aria-label="Account">
        {signedIn ? (
          <Link className="btn btn--primary" to="/user/home" data-testid="header-dashboard">
            Dashboard
          </Link>
        ) : (
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setLoginOpen(true)} aria-haspopup="dialog" data-testid="header-login">
              Login
            </button>
            <Link className="btn btn--primary" to="/auth/signup" data-testid="landing-register">
              Register
            </Link>
          </>
        )}
      </nav>
      {/* Stays mounted through the sign-in so it can move on to the account itself. */}
      <LoginModal open={loginOpen && !signedIn} onClose={() => setLoginOpen(false)} />
    </header>
  );
}

import { Link } from 'react-router';
import { BRAND_NAME } from '../../../shared/brand';
import { useIsSignedIn } from '../../../shared/store/app-store';

/** Header of the public pages: Login and Register for visitors, Dashboard for a signed-in user. */
export function PublicHeader() {
  const signedIn = useIsSignedIn();
  return (
    <header className="public-header">
      <Link to="/" className="brand">
        <span className="brand__mark" aria-hidden="true" />
        {BRAND_NAME}
      </Link>
      <nav className="public-header__actions" aria-label="Account">
        {signedIn ? (
          <Link className="btn btn--primary" to="/user/home">
            Dashboard
          </Link>
        ) : (
          <>
            <Link className="btn btn--ghost" to="/auth/signin" data-testid="landing-login">
              Login
            </Link>
            <Link className="btn btn--primary" to="/auth/signup" data-testid="landing-register">
              Register
            </Link>
          </>
        )}
      </nav>
    </header>
  );
}

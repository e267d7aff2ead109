import { Link } from 'react-router';
import { appStore, useIsSignedIn } from '../../../shared/store/app-store';

/**
 * Dashboard for a signed-in user (to the trading home); Login (the login modal) and Register for a
 * visitor. A plain Login leaves no after-login target behind from an earlier Purchase.
 */
export function AccountActions({ onLogin, block = false }: { onLogin: () => void; block?: boolean }) {
  const signedIn = useIsSignedIn();
  const size = block ? 'btn--block' : '';
  if (signedIn) {
    return (
      <Link className={`btn btn--primary ${size}`} to="/user/home" data-testid="header-dashboard">
        Dashboard
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={`btn btn--ghost ${size}`}
        onClick={() => {
          appStore.get().setRedirectRoute(null);
          onLogin();
        }}
        aria-haspopup="dialog"
        data-testid={block ? 'menu-login' : 'header-login'}
      >
        Login
      </button>
      <Link className={`btn btn--primary public-header__register ${size}`} to="/auth/signup" data-testid={block ? 'menu-register' : 'header-register'}>
        Register
      </Link>
    </>
  );
}

import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { appStore } from '../../../shared/store/app-store';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { TextField } from '../../../shared/ui/text-field';
import { useSigninForm } from '../hooks/use-signin-form';
import { HOME_ROUTE } from './redirect-if-signed-in';

/** The public header's login: tabs Existing User and Register (which goes to the signup page). */
export function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Login" testId="login-modal">
      <LoginModalForm />
    </Modal>
  );
}

function LoginModalForm() {
  const navigate = useNavigate();
  const { values, errors, form, signIn, running, onSubmit, change } = useSigninForm(() => void navigate(appStore.get().redirectRoute ?? HOME_ROUTE));

  return (
    <>
      <div className="tabs" role="tablist" aria-label="Account">
        <button type="button" role="tab" aria-selected="true" className="tabs__tab">
          Existing User
        </button>
        <button type="button" role="tab" aria-selected="false" className="tabs__tab" onClick={() => void navigate('/auth/signup')} data-testid="login-modal-register">
          Register
        </button>
      </div>
      <form ref={form} className="form login-modal__form" onSubmit={onSubmit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" value={values.email} onChange={change('email')} error={errors.email} testId="login-modal-email" />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          testId="login-modal-password"
        />
        <Link to="/auth/forgot-password" className="form__link login-modal__forgot">
          Forgot Password?
        </Link>
        {signIn.isError && <Alert testId="login-modal-error">{errorMessage(signIn.error)}</Alert>}
        <Button type="submit" block loading={running} testId="login-modal-submit">
          Login
        </Button>
      </form>
    </>
  );
}

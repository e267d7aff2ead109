import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { cachedUser } from '../../../shared/api/user-cache';
import { appStore } from '../../../shared/store/app-store';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useSigninForm } from '../hooks/use-signin-form';
import { MfaCodeStep } from './mfa-code-step';
import { homeRouteFor } from './redirect-if-signed-in';

/** The login modal's content, its own chunk: the form's validation stays out of the public bundle. */
export function LoginModalForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const goOn = () => void navigate(appStore.get().redirectRoute ?? homeRouteFor(cachedUser(queryClient)));
  const { register, errorOf, formState, signIn, onSubmit, mfaToken, startAgain } = useSigninForm(goOn);
  if (mfaToken) return <MfaCodeStep mfaToken={mfaToken} testIdPrefix="login-modal" onSignedIn={goOn} onStartAgain={startAgain} />;

  return (
    <>
      <div className="tabs" role="tablist" aria-label="Account">
        <button type="button" role="tab" aria-selected="true" className="tabs__tab">
          Existing User
        </button>
        <button
          type="button"
          role="tab"
          aria-selected="false"
          className="tabs__tab"
          onClick={() => void navigate('/auth/signup')}
          data-testid="login-modal-register"
        >
          Register
        </button>
      </div>
      <form className="form login-modal__form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField label="Email" type="email" autoComplete="email" {...register('email')} error={errorOf('email')} testId="login-modal-email" />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...register('password')}
          error={errorOf('password')}
          testId="login-modal-password"
        />
        <Link to="/auth/forgot-password" className="form__link login-modal__forgot">
          Forgot Password?
        </Link>
        {signIn.isError && <Alert testId="login-modal-error">{errorMessage(signIn.error)}</Alert>}
        <Button type="submit" block loading={formState.isSubmitting} testId="login-modal-submit">
          Login
        </Button>
      </form>
    </>
  );
}

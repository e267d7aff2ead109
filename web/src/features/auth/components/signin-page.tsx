import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useSigninForm } from '../hooks/use-signin-form';
import { AuthLayout } from './auth-layout';
import { MfaCodeStep } from './mfa-code-step';

export function SigninPage() {
  // Where a signed-in user goes next is decided by the auth routes' redirect (RedirectIfSignedIn).
  const { register, errorOf, formState, signIn, onSubmit, mfaToken, startAgain } = useSigninForm();

  return (
    <AuthLayout
      title="Login"
      subtitle="Welcome back. Sign in to your trading account."
      footer={
        <>
          No account yet? <Link to="/auth/signup">Register</Link>
        </>
      }
    >
      {mfaToken ? (
        <MfaCodeStep mfaToken={mfaToken} testIdPrefix="signin" onStartAgain={startAgain} />
      ) : (
        <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField label="Email" type="email" autoComplete="email" {...register('email')} error={errorOf('email')} testId="signin-email" />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...register('password')}
            error={errorOf('password')}
            testId="signin-password"
          />
          <div className="form__row">
            <label className="checkbox">
              <input type="checkbox" name="remember" /> Remember me
            </label>
            <Link to="/auth/forgot-password" className="form__link">
              Forgot Password?
            </Link>
          </div>
          {signIn.isError && <Alert testId="signin-error">{errorMessage(signIn.error)}</Alert>}
          <Button type="submit" block loading={formState.isSubmitting} testId="signin-submit">
            Login
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}

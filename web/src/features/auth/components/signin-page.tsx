import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../shared/api/api-error';
import { useSingleFlight } from '../../../shared/hooks/use-single-flight';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { focusFirstInvalid } from '../../../shared/ui/focus-first-invalid';
import { TextField } from '../../../shared/ui/text-field';
import { useSignIn } from '../hooks/use-sign-in';
import { hasErrors, serverFieldErrors, type FieldErrors } from '../validation/rules';
import { SIGNIN_LABELS, validateSignin, type SigninField, type SigninValues } from '../validation/signin-form';
import { AuthLayout } from './auth-layout';

export function SigninPage() {
  const [values, setValues] = useState<SigninValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SigninField>>({});
  const form = useRef<HTMLFormElement>(null);
  const signIn = useSignIn();

  const { run: submit, running } = useSingleFlight(async () => {
    const found = validateSignin(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form.current);
    await signIn.mutateAsync({ email: values.email.trim(), password: values.password }).catch((error: unknown) => {
      if (error instanceof ApiRequestError) setErrors(serverFieldErrors(error.fieldErrors, SIGNIN_LABELS));
    });
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const change = (field: SigninField) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

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
      <form ref={form} className="form" onSubmit={onSubmit} noValidate>
        <TextField label="Email" type="email" autoComplete="email" value={values.email} onChange={change('email')} error={errors.email} testId="signin-email" />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
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
        <Button type="submit" block loading={running} testId="signin-submit">
          Login
        </Button>
      </form>
    </AuthLayout>
  );
}

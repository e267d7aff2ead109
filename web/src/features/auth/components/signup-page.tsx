import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../shared/api/api-error';
import { useSingleFlight } from '../../../shared/hooks/use-single-flight';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { focusFirstInvalid } from '../../../shared/ui/focus-first-invalid';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast';
import { useSignUp } from '../hooks/use-sign-up';
import { hasErrors, serverFieldErrors, type FieldErrors } from '../validation/rules';
import { SIGNUP_LABELS, validateSignup, type SignupField, type SignupValues } from '../validation/signup-form';
import { AuthLayout } from './auth-layout';

const EMPTY: SignupValues = { firstname: '', lastname: '', email: '', phone: '', referral_code: '', password: '', confirmPassword: '' };

export function SignupPage() {
  const [values, setValues] = useState<SignupValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const form = useRef<HTMLFormElement>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const signUp = useSignUp();
  const navigate = useNavigate();

  const { run: submit, running } = useSingleFlight(async () => {
    if (!termsAccepted) return;
    const found = validateSignup(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form.current);
    await signUp.mutateAsync(values).then(
      (res) => {
        // Registration goes on with the profile (step 2), carrying the session in the query.
        toast.success(res.message);
        void navigate(`/auth/complete-profile?${new URLSearchParams({ session: res.data.session })}`);
      },
      (error: unknown) => {
        if (error instanceof ApiRequestError) setErrors(serverFieldErrors(error.fieldErrors, SIGNUP_LABELS));
      },
    );
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const field = (name: SignupField) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    testId: `signup-${name === 'confirmPassword' ? 'confirm-password' : name.replace('_code', '')}`,
  });

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start with a free demo balance of $10,000."
      footer={
        <>
          Already registered? <Link to="/auth/signin">Login</Link> · <Link to="/">Back to homepage</Link>
        </>
      }
    >
      <form ref={form} className="form" onSubmit={onSubmit} noValidate>
        <div className="form__grid">
          <TextField label="First name" autoComplete="given-name" {...field('firstname')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastname')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <div className="form__grid">
          <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
          <TextField label="Referral code (optional)" {...field('referral_code')} />
        </div>
        <div className="form__grid">
          <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
          <TextField label="Confirm password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={termsAccepted} onChange={(e) => setTermsAccepted(e.target.checked)} data-testid="signup-terms" />
          <span>
            I accept the{' '}
            <a href="/legal" target="_blank" rel="noreferrer">
              Terms &amp; Conditions
            </a>
          </span>
        </label>
        {signUp.isError && <Alert testId="signup-error">{errorMessage(signUp.error)}</Alert>}
        <Button type="submit" block loading={running} disabled={!termsAccepted} testId="signup-submit">
          Register
        </Button>
      </form>
    </AuthLayout>
  );
}

import { RegisterDto } from '@contracts/requests/auth.request';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast';
import { useSubmitError } from '../../account/hooks/use-submit-error';
import { useSignUp } from '../hooks/use-sign-up';
import { onboardingSession } from '../lib/onboarding-session';
import { AuthLayout } from './auth-layout';
import { NewPasswordFields } from './new-password-fields';

/** An empty optional field is left out of the request, as the API expects. */
const blankToUndefined = (value: string) => (value.trim() ? value : undefined);

export function SignupPage() {
  const form = useApiForm(RegisterDto, {
    defaultValues: { firstname: '', lastname: '', email: '', phone: '', password: '', confirmPassword: '' },
  });
  const { register, errorOf, formState, submit } = form;
  const [termsAccepted, setTermsAccepted] = useState(false);
  const signUp = useSignUp();
  const submitError = useSubmitError(form, signUp);
  const navigate = useNavigate();

  const onSubmit = submit(async (body) => {
    const res = await signUp.mutateAsync(body);
    // Registration goes on with the profile (step 2); the session stays in this tab, never in a URL.
    onboardingSession.set(res.data.session);
    toast.success(res.message);
    void navigate('/auth/complete-profile');
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
      <form className="form" onSubmit={(e) => (termsAccepted ? void onSubmit(e) : e.preventDefault())} noValidate>
        <div className="form__grid">
          <TextField label="First name" autoComplete="given-name" {...register('firstname')} error={errorOf('firstname')} testId="signup-firstname" />
          <TextField label="Last name" autoComplete="family-name" {...register('lastname')} error={errorOf('lastname')} testId="signup-lastname" />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...register('email')} error={errorOf('email')} testId="signup-email" />
        <div className="form__grid">
          <TextField
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            {...register('phone', { setValueAs: blankToUndefined })}
            error={errorOf('phone')}
            testId="signup-phone"
          />
          {/* Collected but not sent, as in the reference. */}
          <TextField label="Referral code (optional)" name="referral_code" testId="signup-referral" />
        </div>
        <div className="form__grid">
          <NewPasswordFields
            register={register}
            errorOf={errorOf}
            passwordLabel="Password"
            testIds={{ password: 'signup-password', confirm: 'signup-confirm-password' }}
          />
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
        {submitError && <Alert testId="signup-error">{submitError}</Alert>}
        <Button type="submit" block loading={formState.isSubmitting} disabled={!termsAccepted} testId="signup-submit">
          Register
        </Button>
      </form>
    </AuthLayout>
  );
}

import { CompleteProfileDto } from '@contracts/requests/profile-completion.request';
import { latestBirthDate } from '@contracts/rules/birth-date';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select-field';
import { TextAreaField } from '../../../shared/ui/textarea-field';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast';
import { CountryOptions, GenderOptions } from '../../account/components/profile-options';
import { useSubmitError } from '../../account/hooks/use-submit-error';
import { authApi } from '../api/auth-api';
import { AuthLayout } from './auth-layout';
import { onboardingSession } from '../lib/onboarding-session';
import { RequireOnboardingSession } from './require-onboarding-session';

/** /auth/complete-profile — registration step 2, with the tab's onboarding session; without it, login. */
export function CompleteProfilePage() {
  return <RequireOnboardingSession>{(session) => <CompleteProfileForm session={session} />}</RequireOnboardingSession>;
}

function CompleteProfileForm({ session }: { session: string }) {
  const navigate = useNavigate();
  const form = useApiForm(CompleteProfileDto, {
    // Gender starts unchosen: the select shows its placeholder and the class refuses it.
    defaultValues: { gender: '' as CompleteProfileDto['gender'], date_of_birth: '', address: '', city: '', state: '', country: '', session },
  });
  const { register, errorOf, formState, submit } = form;
  const save = useMutation({ mutationFn: authApi.completeProfile });
  const submitError = useSubmitError(form, save, ['gender', 'date_of_birth', 'address', 'city', 'state', 'country']);
  const onSubmit = submit(async (body) => {
    const res = await save.mutateAsync(body);
    onboardingSession.set(res.data.session);
    toast.success(res.message);
    void navigate('/auth/user-identification', { replace: true });
  });
  const field = (name: 'gender' | 'date_of_birth' | 'address' | 'city' | 'state' | 'country') => ({ ...register(name), error: errorOf(name) });

  return (
    <AuthLayout
      title="Complete Your Profile"
      subtitle="Step 2 of 3: tell us about yourself. Then upload a government ID."
      footer={
        <>
          Already done? <Link to="/auth/signin">Login</Link>
        </>
      }
    >
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="form__grid">
          <SelectField label="Gender" {...field('gender')} testId="cp-gender">
            <GenderOptions />
          </SelectField>
          <TextField label="Date of birth" type="date" max={latestBirthDate()} autoComplete="bday" {...field('date_of_birth')} testId="cp-dob" />
        </div>
        <TextAreaField label="Address" rows={3} autoComplete="street-address" {...field('address')} testId="cp-address" />
        <div className="form__grid">
          <TextField label="City" autoComplete="address-level2" {...field('city')} testId="cp-city" />
          <TextField label="State" autoComplete="address-level1" {...field('state')} testId="cp-state" />
        </div>
        <SelectField label="Country" autoComplete="country-name" {...field('country')} testId="cp-country">
          <CountryOptions />
        </SelectField>
        {submitError && <Alert testId="cp-error">{submitError}</Alert>}
        <Button type="submit" block loading={formState.isSubmitting} testId="cp-submit">
          Complete Profile
        </Button>
      </form>
    </AuthLayout>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { GENDERS_AT_COMPLETION } from '@contracts/account';
import { ApiRequestError, errorMessage } from '../../../shared/api/api-error';
import { useSingleFlight } from '../../../shared/hooks/use-single-flight';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { focusFirstInvalid } from '../../../shared/ui/focus-first-invalid';
import { SelectField } from '../../../shared/ui/select-field';
import { TextAreaField } from '../../../shared/ui/textarea-field';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast';
import { CountryOptions, GenderOptions } from '../../account/components/profile-options';
import { authApi } from '../api/auth-api';
import {
  COMPLETE_PROFILE_LABELS,
  validateCompleteProfile,
  type CompleteProfileField,
  type CompleteProfileValues,
} from '../validation/complete-profile-form';
import { hasErrors, latestBirthDate, serverFieldErrors, type FieldErrors } from '../validation/rules';
import { AuthLayout } from './auth-layout';
import { RequireQueryParam } from './require-query-param';

const EMPTY: CompleteProfileValues = { gender: '', date_of_birth: '', address: '', city: '', state: '', country: '' };

/** /auth/complete-profile?session=… — registration step 2; without the session, login. */
export function CompleteProfilePage() {
  return <RequireQueryParam name="session">{(session) => <CompleteProfileForm session={session} />}</RequireQueryParam>;
}

function CompleteProfileForm({ session }: { session: string }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<CompleteProfileValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<CompleteProfileField>>({});
  const form = useRef<HTMLFormElement>(null);
  const save = useMutation({ mutationFn: authApi.completeProfile });

  const { run: submit, running } = useSingleFlight(async () => {
    const found = validateCompleteProfile(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form.current);
    const trimmed = { ...values, address: values.address.trim(), city: values.city.trim(), state: values.state.trim() };
    await save.mutateAsync({ ...trimmed, session }).then(
      (res) => {
        toast.success(res.message);
        void navigate(`/auth/user-identification?${new URLSearchParams({ session: res.data.session })}`, { replace: true });
      },
      (error: unknown) => {
        if (error instanceof ApiRequestError) setErrors(serverFieldErrors(error.fieldErrors, COMPLETE_PROFILE_LABELS));
      },
    );
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const field = (name: CompleteProfileField) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

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
      <form ref={form} className="form" onSubmit={onSubmit} noValidate>
        <div className="form__grid">
          <SelectField label="Gender" {...field('gender')} testId="cp-gender">
            <GenderOptions genders={GENDERS_AT_COMPLETION} />
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
        {save.isError && <Alert testId="cp-error">{errorMessage(save.error)}</Alert>}
        <Button type="submit" block loading={running} testId="cp-submit">
          Complete Profile
        </Button>
      </form>
    </AuthLayout>
  );
}

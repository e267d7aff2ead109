import type { UserDto } from '@contracts/account';
import { UPLOAD_LIMITS } from '@contracts/limits';
import { UpdateProfileDto } from '@contracts/requests/profile.request';
import { latestBirthDate } from '@contracts/rules/birth-date';
import { useState } from 'react';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select-field';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { TextAreaField } from '../../../shared/ui/textarea-field';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { useSubmitError } from '../hooks/use-submit-error';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { AlertSettingsPanel } from './alert-settings-panel';
import { AvatarPicker } from './avatar-picker';
import { DemoResetPanel } from './demo-reset-panel';
import { CountryOptions, GenderOptions } from './profile-options';
import { ReferralCode } from './referral-code';

/** /user/edit-profile: photo, referral code and the profile fields; then this browser's trade alerts and the demo account's reset. */
export function EditProfilePage() {
  const user = useCurrentUser().data;
  return (
    <section className="page page--narrow">
      <header className="page__header">
        <h1 className="page__title">Edit Profile</h1>
      </header>
      {user ? <EditProfileForm key={user.id} user={user} /> : <LoadingBlock />}
      <AlertSettingsPanel />
      <DemoResetPanel />
    </section>
  );
}

type ProfileField = 'firstname' | 'lastname' | 'phone' | 'gender' | 'date_of_birth' | 'address' | 'city' | 'state' | 'country';

const valuesOf = (user: UserDto): Record<ProfileField, string> => ({
  firstname: user.firstname ?? '',
  lastname: user.lastname ?? '',
  phone: user.phone ?? '',
  gender: user.gender ?? '',
  // A stored snapshot from before the field existed has none.
  date_of_birth: user.date_of_birth ?? '',
  address: user.address ?? '',
  city: user.city ?? '',
  state: user.state ?? '',
  country: user.country ?? '',
});

function EditProfileForm({ user }: { user: UserDto }) {
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarKey, setAvatarKey] = useState(0);
  // Only absent fields are optional in the class, so an emptied one is refused; the request carries the filled ones.
  const form = useApiForm(UpdateProfileDto, { defaultValues: valuesOf(user) as UpdateProfileDto });
  const { register, errorOf, formState, submit } = form;
  const update = useUpdateProfile();
  const submitError = useSubmitError(form, update);
  const onSubmit = submit(async (body) => {
    const res = await update.mutateAsync({ body, avatar });
    toast.success(res.message);
    setAvatar(null);
    setAvatarKey((k) => k + 1);
  });
  const field = (name: ProfileField) => ({ ...register(name), error: errorOf(name), testId: `ep-${name}` });

  return (
    <div className="card profile-card">
      <div className="profile-card__top">
        <AvatarPicker
          current={user.avatar}
          chosen={avatar}
          name={`${user.firstname} ${user.lastname}`}
          maxBytes={UPLOAD_LIMITS.avatar}
          onFile={setAvatar}
          resetKey={avatarKey}
        />
        <div className="profile-card__identity">
          <p className="profile-card__name">
            {user.firstname} {user.lastname}
          </p>
          <p className="muted profile-card__email">{user.email}</p>
          <ReferralCode code={user.referral_code} />
        </div>
      </div>
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className="form__grid">
          <TextField label="First name" autoComplete="given-name" {...field('firstname')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastname')} />
        </div>
        <div className="form__grid">
          <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
          <SelectField label="Gender" {...field('gender')}>
            <GenderOptions />
          </SelectField>
        </div>
        <TextField label="Date of birth" type="date" max={latestBirthDate()} autoComplete="bday" {...field('date_of_birth')} />
        <TextAreaField label="Address" rows={2} autoComplete="street-address" {...field('address')} />
        <div className="form__grid">
          <TextField label="City" autoComplete="address-level2" {...field('city')} />
          <TextField label="State" autoComplete="address-level1" {...field('state')} />
        </div>
        <SelectField label="Country" autoComplete="country-name" {...field('country')}>
          <CountryOptions />
        </SelectField>
        <div className="form__actions">
          <Button type="submit" loading={formState.isSubmitting} testId="ep-submit">
            Save Changes
          </Button>
        </div>
        {submitError && <Alert testId="ep-error">{submitError}</Alert>}
      </form>
    </div>
  );
}

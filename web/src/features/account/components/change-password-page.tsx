import { PASSWORD_MIN_LENGTH } from '@contracts/limits';
import { ChangePasswordDto } from '@contracts/requests/profile.request';
import { useMutation } from '@tanstack/react-query';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast';
import { accountApi } from '../api/account-api';
import { useSubmitError } from '../hooks/use-submit-error';

const EMPTY = { current: '', password: '', confirmPassword: '' };

/** /user/change-password: the current password, then the new one twice. */
export function ChangePasswordPage() {
  const form = useApiForm(ChangePasswordDto, { defaultValues: EMPTY });
  const { fieldProps, formState, submit, reset } = form;
  const change = useMutation({ mutationFn: accountApi.changePassword });
  // A wrong current password is said once, under the field; the alert is for what no field explains.
  const submitError = useSubmitError(form, change);
  const onSubmit = submit(async (body) => {
    const res = await change.mutateAsync(body);
    toast.success(res.message);
    reset(EMPTY);
  });

  return (
    <section className="page page--narrow">
      <header className="page__header">
        <h1 className="page__title">Change Password</h1>
      </header>
      <div className="card profile-card">
        <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField label="Current password" type="password" autoComplete="current-password" {...fieldProps('current', 'cpw-current')} />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            {...fieldProps('password', 'cpw-password')}
          />
          <TextField label="Confirm password" type="password" autoComplete="new-password" {...fieldProps('confirmPassword', 'cpw-confirm')} />
          <div className="form__actions">
            <Button type="submit" loading={formState.isSubmitting} testId="cpw-submit">
              Change Password
            </Button>
          </div>
          {submitError && <Alert testId="cpw-error">{submitError}</Alert>}
        </form>
      </div>
    </section>
  );
}

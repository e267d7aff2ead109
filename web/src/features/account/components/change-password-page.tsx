import { PASSWORD_MIN_LENGTH } from '@contracts/limits';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { ApiRequestError, errorMessage } from '../../../shared/api/api-error';
import { useSingleFlight } from '../../../shared/hooks/use-single-flight';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { focusFirstInvalid } from '../../../shared/ui/focus-first-invalid';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast';
import {
  CHANGE_PASSWORD_LABELS,
  validateChangePassword,
  type ChangePasswordField,
  type ChangePasswordValues,
} from '../../auth/validation/change-password-form';
import { hasErrors, serverFieldErrors, type FieldErrors } from '../../auth/validation/rules';
import { accountApi } from '../api/account-api';

const EMPTY: ChangePasswordValues = { current: '', password: '', confirmPassword: '' };

/** /user/change-password: the current password, then the new one twice. */
export function ChangePasswordPage() {
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<ChangePasswordField>>({});
  const form = useRef<HTMLFormElement>(null);
  const change = useMutation({ mutationFn: accountApi.changePassword });

  const { run: submit, running } = useSingleFlight(async () => {
    const found = validateChangePassword(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form.current);
    await change.mutateAsync(values).then(
      (res) => {
        toast.success(res.message);
        setValues(EMPTY);
      },
      (error: unknown) => {
        if (error instanceof ApiRequestError) setErrors(serverFieldErrors(error.fieldErrors, CHANGE_PASSWORD_LABELS));
      },
    );
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const field = (name: ChangePasswordField, testId: string) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    testId,
  });

  return (
    <section className="page page--narrow">
      <header className="page__header">
        <h1 className="page__title">Change Password</h1>
      </header>
      <div className="card profile-card">
        <form ref={form} className="form" onSubmit={onSubmit} noValidate>
          <TextField label="Current password" type="password" autoComplete="current-password" {...field('current', 'cpw-current')} />
          <TextField label="New password" type="password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} {...field('password', 'cpw-password')} />
          <TextField label="Confirm password" type="password" autoComplete="new-password" {...field('confirmPassword', 'cpw-confirm')} />
          <div className="form__actions">
            <Button type="submit" loading={running} testId="cpw-submit">
              Change Password
            </Button>
          </div>
          {change.isError && <Alert testId="cpw-error">{errorMessage(change.error)}</Alert>}
        </form>
      </div>
    </section>
  );
}

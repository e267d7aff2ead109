import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../shared/api/api-error';
import { queryKeys } from '../../../shared/api/query-keys';
import { useSingleFlight } from '../../../shared/hooks/use-single-flight';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { focusFirstInvalid } from '../../../shared/ui/focus-first-invalid';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast';
import { authApi } from '../api/auth-api';
import { RESET_PASSWORD_LABELS, validateResetPassword, type ResetPasswordField, type ResetPasswordValues } from '../validation/reset-password-form';
import { hasErrors, serverFieldErrors, type FieldErrors } from '../validation/rules';
import { AuthLayout } from './auth-layout';
import { RequireQueryParam } from './require-query-param';

const footer = <Link to="/auth/signin">Back to login</Link>;

/** /auth/reset-password?hash=… — without the hash, login. */
export function ResetPasswordPage() {
  return <RequireQueryParam name="hash">{(hash) => <ResetPasswordForm hash={hash} />}</RequireQueryParam>;
}

function ResetPasswordForm({ hash }: { hash: string }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<ResetPasswordValues>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<ResetPasswordField>>({});
  const form = useRef<HTMLFormElement>(null);
  const details = useQuery({
    queryKey: queryKeys.resetDetails(hash),
    queryFn: ({ signal }) => authApi.resetDetails(hash, signal),
    retry: false,
    staleTime: Infinity,
  });
  const reset = useMutation({ mutationFn: authApi.resetPassword });

  const { run: submit, running } = useSingleFlight(async () => {
    const found = validateResetPassword(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form.current);
    await reset.mutateAsync({ ...values, hash }).then(
      (res) => {
        toast.success(res.message);
        void navigate('/auth/signin', { replace: true });
      },
      (error: unknown) => {
        if (error instanceof ApiRequestError) setErrors(serverFieldErrors(error.fieldErrors, RESET_PASSWORD_LABELS));
      },
    );
  });

  if (details.isPending) {
    return (
      <AuthLayout title="Reset Password" footer={footer}>
        <LoadingBlock label="Checking your link" />
      </AuthLayout>
    );
  }
  if (details.isError) {
    return (
      <AuthLayout title="Reset Password" footer={footer}>
        <div className="form">
          <Alert testId="reset-link-error">{errorMessage(details.error)}</Alert>
          <Link to="/auth/forgot-password" className="btn btn--primary btn--block">
            Request a new link
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const change = (field: ResetPasswordField) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  return (
    <AuthLayout title="Reset Password" subtitle="Choose a new password for your account." footer={footer}>
      <form ref={form} className="form" onSubmit={onSubmit} noValidate>
        <TextField label="Email" type="email" value={details.data.email} readOnly testId="reset-email" />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          testId="reset-password"
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          error={errors.confirmPassword}
          testId="reset-confirm"
        />
        {reset.isError && <Alert testId="reset-error">{errorMessage(reset.error)}</Alert>}
        <Button type="submit" block loading={running} testId="reset-submit">
          Reset Password
        </Button>
      </form>
    </AuthLayout>
  );
}

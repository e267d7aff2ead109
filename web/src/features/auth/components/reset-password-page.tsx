import { ResetPasswordDto } from '@contracts/requests/auth.request';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { queryKeys } from '../../../shared/api/query-keys';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { LoadingBlock } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast';
import { authApi } from '../api/auth-api';
import { AuthLayout } from './auth-layout';
import { RequireQueryParam } from './require-query-param';
import { NewPasswordFields } from './new-password-fields';

const footer = <Link to="/auth/signin">Back to login</Link>;

/** /auth/reset-password?hash=… — without the hash, login. */
export function ResetPasswordPage() {
  return <RequireQueryParam name="hash">{(hash) => <ResetPasswordForm hash={hash} />}</RequireQueryParam>;
}

function ResetPasswordForm({ hash }: { hash: string }) {
  const navigate = useNavigate();
  const { register, errorOf, formState, submit } = useApiForm(ResetPasswordDto, { defaultValues: { password: '', confirmPassword: '', hash } });
  const details = useQuery({
    queryKey: queryKeys.resetDetails(hash),
    queryFn: ({ signal }) => authApi.resetDetails(hash, signal),
    retry: false,
    staleTime: Infinity,
  });
  const reset = useMutation({ mutationFn: authApi.resetPassword });
  const onSubmit = submit(async (body) => {
    const res = await reset.mutateAsync(body);
    toast.success(res.message);
    void navigate('/auth/signin', { replace: true });
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

  return (
    <AuthLayout title="Reset Password" subtitle="Choose a new password for your account." footer={footer}>
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField label="Email" type="email" value={details.data.email} readOnly testId="reset-email" />
        <NewPasswordFields
          register={register}
          errorOf={errorOf}
          passwordLabel="New password"
          testIds={{ password: 'reset-password', confirm: 'reset-confirm' }}
        />
        {reset.isError && <Alert testId="reset-error">{errorMessage(reset.error)}</Alert>}
        <Button type="submit" block loading={formState.isSubmitting} testId="reset-submit">
          Reset Password
        </Button>
      </form>
    </AuthLayout>
  );
}

import { ResetRequestQueryDto } from '@contracts/requests/auth.request';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { authApi } from '../api/auth-api';
import { AuthLayout } from './auth-layout';

/** Asks for a reset link; the answer reads the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { register, errorOf, formState, submit } = useApiForm(ResetRequestQueryDto, { defaultValues: { email: '' } });
  const request = useMutation({ mutationFn: authApi.requestPasswordReset });
  const onSubmit = submit((query) => request.mutateAsync(query));

  return (
    <AuthLayout
      title="Forgot Password"
      footer={
        <>
          Remembered it? <Link to="/auth/signin">Back to login</Link>
        </>
      }
    >
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Alert tone="info">Enter the e-mail address of your account. We will send you a link to choose a new password; it works once, within one hour.</Alert>
        <TextField label="Email" type="email" autoComplete="email" {...register('email')} error={errorOf('email')} testId="forgot-email" />
        {request.isSuccess && (
          <Alert tone="success" testId="forgot-success">
            {request.data.message}
          </Alert>
        )}
        {request.isError && <Alert testId="forgot-error">{errorMessage(request.error)}</Alert>}
        <Button type="submit" block loading={formState.isSubmitting} testId="forgot-submit">
          Send Reset Link
        </Button>
      </form>
    </AuthLayout>
  );
}

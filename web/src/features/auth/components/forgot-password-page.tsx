import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../shared/api/api-error';
import { useSingleFlight } from '../../../shared/hooks/use-single-flight';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { focusFirstInvalid } from '../../../shared/ui/focus-first-invalid';
import { TextField } from '../../../shared/ui/text-field';
import { authApi } from '../api/auth-api';
import { FORGOT_PASSWORD_LABELS, validateForgotPassword, type ForgotPasswordField } from '../validation/forgot-password-form';
import { hasErrors, serverFieldErrors, type FieldErrors } from '../validation/rules';
import { AuthLayout } from './auth-layout';

/** Asks for a reset link; the answer reads the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ForgotPasswordField>>({});
  const form = useRef<HTMLFormElement>(null);
  const request = useMutation({ mutationFn: (address: string) => authApi.requestPasswordReset(address) });

  const { run: submit, running } = useSingleFlight(async () => {
    const found = validateForgotPassword({ email });
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form.current);
    await request.mutateAsync(email.trim()).catch((error: unknown) => {
      if (error instanceof ApiRequestError) setErrors(serverFieldErrors(error.fieldErrors, FORGOT_PASSWORD_LABELS));
    });
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <AuthLayout
      title="Forgot Password"
      footer={
        <>
          Remembered it? <Link to="/auth/signin">Back to login</Link>
        </>
      }
    >
      <form ref={form} className="form" onSubmit={onSubmit} noValidate>
        <Alert tone="info">Enter the e-mail address of your account. We will send you a link to choose a new password; it works once, within one hour.</Alert>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          testId="forgot-email"
        />
        {request.isSuccess && <Alert tone="success" testId="forgot-success">{request.data.message}</Alert>}
        {request.isError && <Alert testId="forgot-error">{errorMessage(request.error)}</Alert>}
        <Button type="submit" block loading={running} testId="forgot-submit">
          Send Reset Link
        </Button>
      </form>
    </AuthLayout>
  );
}

import { Link } from 'react-router';
import { AuthLayout } from './auth-layout';

/** Password reset arrives with the account lifecycle; this page says so instead of a dead link. */
export function ForgotPasswordPage() {
  return (
    <AuthLayout title="Forgot password" footer={<Link to="/auth/signin">Back to login</Link>}>
      <p className="muted">Password reset by e-mail is coming soon. Until then, contact support to regain access to your account.</p>
    </AuthLayout>
  );
}

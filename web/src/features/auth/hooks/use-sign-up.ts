import { useMutation } from '@tanstack/react-query';
import { authApi } from '../api/auth-api';
import type { SignupValues } from '../validation/signup-form';

/** Registers; the referral code is collected by the form but not sent, as in the reference. */
export function useSignUp() {
  return useMutation({
    mutationFn: (values: SignupValues) =>
      authApi.register({
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email: values.email.trim(),
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        password: values.password,
        confirmPassword: values.confirmPassword,
      }),
  });
}

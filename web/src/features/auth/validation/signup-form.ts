import { PHONE_MIN_LENGTH } from '@contracts/limits';
import { email, minLength, newPassword, optional, passwordConfirmation, required, validate, type FieldErrors } from './rules';

export interface SignupValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  referral_code: string;
  password: string;
  confirmPassword: string;
}
export type SignupField = keyof SignupValues;

export const SIGNUP_LABELS: Record<SignupField, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email',
  phone: 'Phone',
  referral_code: 'Referral code',
  password: 'Password',
  confirmPassword: 'Confirm password',
};

export function validateSignup(values: SignupValues): FieldErrors<SignupField> {
  return validate(
    values,
    {
      firstname: [required],
      lastname: [required],
      email: [email],
      phone: [optional(minLength(PHONE_MIN_LENGTH, { trim: true }))],
      password: newPassword,
      confirmPassword: passwordConfirmation,
    },
    SIGNUP_LABELS,
  );
}

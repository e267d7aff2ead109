import { email, minLength, optional, PASSWORD_MIN_LENGTH, PHONE_MIN_LENGTH, required, validate, type FieldErrors } from './rules';

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

export const PASSWORD_MISMATCH = 'Password and Confirm Password does not match';

export function validateSignup(values: SignupValues): FieldErrors<SignupField> {
  const errors = validate(
    values,
    {
      firstname: [required],
      lastname: [required],
      email: [email],
      phone: [optional(minLength(PHONE_MIN_LENGTH))],
      password: [required, minLength(PASSWORD_MIN_LENGTH)],
      confirmPassword: [required],
    },
    SIGNUP_LABELS,
  );
  if (!errors.confirmPassword && values.password !== values.confirmPassword) errors.confirmPassword = PASSWORD_MISMATCH;
  return errors;
}

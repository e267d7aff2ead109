import { email, required, validate, type FieldErrors } from './rules';

export interface SigninValues {
  email: string;
  password: string;
}
export type SigninField = keyof SigninValues;

export const SIGNIN_LABELS: Record<SigninField, string> = { email: 'Email', password: 'Password' };

export function validateSignin(values: SigninValues): FieldErrors<SigninField> {
  return validate(values, { email: [email], password: [required] }, SIGNIN_LABELS);
}

import { email, validate, type FieldErrors } from './rules';

export interface ForgotPasswordValues {
  email: string;
}
export type ForgotPasswordField = keyof ForgotPasswordValues;

export const FORGOT_PASSWORD_LABELS: Record<ForgotPasswordField, string> = { email: 'Email' };

export function validateForgotPassword(values: ForgotPasswordValues): FieldErrors<ForgotPasswordField> {
  return validate(values, { email: [email] }, FORGOT_PASSWORD_LABELS);
}

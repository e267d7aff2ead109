import { newPassword, passwordConfirmation, validate, type FieldErrors } from './rules';

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}
export type ResetPasswordField = keyof ResetPasswordValues;

export const RESET_PASSWORD_LABELS: Record<ResetPasswordField, string> = { password: 'Password', confirmPassword: 'Confirm password' };

export function validateResetPassword(values: ResetPasswordValues): FieldErrors<ResetPasswordField> {
  return validate(values, { password: newPassword, confirmPassword: passwordConfirmation }, RESET_PASSWORD_LABELS);
}

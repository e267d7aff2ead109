import { newPassword, passwordConfirmation, required, validate, type FieldErrors } from './rules';

export interface ChangePasswordValues {
  current: string;
  password: string;
  confirmPassword: string;
}
export type ChangePasswordField = keyof ChangePasswordValues;

export const CHANGE_PASSWORD_LABELS: Record<ChangePasswordField, string> = {
  current: 'Current password',
  password: 'Password',
  confirmPassword: 'Confirm password',
};

export function validateChangePassword(values: ChangePasswordValues): FieldErrors<ChangePasswordField> {
  return validate(values, { current: [required], password: newPassword, confirmPassword: passwordConfirmation }, CHANGE_PASSWORD_LABELS);
}

import { CONTACT_MESSAGE_MAX_LENGTH } from '@contracts/limits';
import { email, required, validate, type FieldErrors, type Rule } from '../../auth/validation/rules';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}
export type ContactField = keyof ContactValues;

export const CONTACT_LABELS: Record<ContactField, string> = { name: 'Name', email: 'Email', message: 'Message' };

const maxLength =
  (max: number): Rule =>
  (v) =>
    v.trim().length <= max ? null : `must be at most ${max} characters long`;

/** The server's rules, checked before sending: all required, a valid e-mail, a message of at most 5,000 characters. */
export function validateContact(values: ContactValues): FieldErrors<ContactField> {
  return validate(values, { name: [required], email: [email], message: [required, maxLength(CONTACT_MESSAGE_MAX_LENGTH)] }, CONTACT_LABELS);
}

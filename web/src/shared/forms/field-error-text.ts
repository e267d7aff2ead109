import { preferredConstraint } from '@contracts/rules/preferred-constraint';

/** "date_of_birth" → "Date of birth", "confirmPassword" → "Confirm password", "firstname" → "Firstname". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * ("email", "is invalid") → "Email is invalid": the field's name, capitalised, before the message, as the
 * reference shows field errors. A whole sentence ("Please select file!", "Password and Confirm Password
 * does not match") stays as it is.
 */
export function fieldErrorText(field: string, message: string): string {
  if (/^[A-Z]/.test(message)) return message;
  return `${fieldLabel(field)} ${message}`;
}

/**
 * The one message of a field that breaks several constraints, chosen as the API chooses it (an empty
 * value says so first); `fallback` when there is no constraint list (an error set from the server).
 */
export function constraintMessage(constraints: Readonly<Record<string, unknown>> | undefined, fallback?: string): string | undefined {
  const messages = Object.fromEntries(Object.entries(constraints ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const key = preferredConstraint(messages);
  return key === undefined ? fallback : messages[key];
}

import { preferredConstraint } from '@contracts/rules/preferred-constraint';

/**
 * ("email", "is invalid") → "Email is invalid", as the API words its message. A whole sentence
 * ("Please select file!", "Password and Confirm Password does not match") stays as it is.
 */
export function fieldErrorText(field: string, message: string): string {
  if (/^[A-Z]/.test(message)) return message;
  return `${field.charAt(0).toUpperCase()}${field.slice(1)} ${message}`;
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

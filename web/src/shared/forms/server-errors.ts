import { ApiRequestError } from '../api/api-error';

/** The API's field errors ({ field: message }) that belong to one of `fields`, in the API's order. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): [field: string, message: string][] {
  if (!(error instanceof ApiRequestError)) return [];
  return Object.entries(error.fieldErrors).filter(([field]) => fields.includes(field));
}

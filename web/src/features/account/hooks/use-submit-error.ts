import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/api-error';
import { serverFieldErrors } from '../../../shared/forms/server-errors';

interface FailedSubmit {
  error: unknown;
  reset: () => void;
}

/**
 * The message of a failed submit that belongs to no field of the form, or null. Field errors show
 * under their fields only (never a second time in an alert); the message goes as soon as any field
 * changes, since it answered the attempt before the change.
 */
export function useSubmitError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'watch' | 'getValues'>,
  mutation: FailedSubmit,
  /** The fields shown on the form (by default every value of the form). */
  shown: readonly string[] = Object.keys(form.getValues()),
): string | null {
  const { watch } = form;
  const latest = useRef(mutation);
  useEffect(() => {
    latest.current = mutation;
  });
  useEffect(() => {
    const subscription = watch(() => {
      if (latest.current.error) latest.current.reset();
    });
    return () => subscription.unsubscribe();
  }, [watch]);
  if (!mutation.error) return null;
  return serverFieldErrors(mutation.error, shown).length ? null : errorMessage(mutation.error);
}

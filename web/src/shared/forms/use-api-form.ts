import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import type { ClassConstructor } from 'class-transformer';
import type { BaseSyntheticEvent } from 'react';
import { useForm, type FieldError, type FieldValues, type Path, type RegisterOptions, type UseFormProps } from 'react-hook-form';
import { constraintMessage, fieldErrorText } from './field-error-text';
import { serverFieldErrors } from './server-errors';

/**
 * A form checked by the API's own request class (class-validator, through react-hook-form): errors
 * worded as the API words them, focus on the first invalid field, one submit at a time (a submit
 * while one runs is ignored; `formState.isSubmitting` drives the button), and the API's field errors
 * put back on their fields.
 */
export function useApiForm<T extends FieldValues>(request: ClassConstructor<T>, options: Omit<UseFormProps<T>, 'resolver'> = {}) {
  const form = useForm<T>({ ...options, resolver: classValidatorResolver(request), criteriaMode: 'all', shouldFocusError: true });

  /** The error line under a field: "Email is invalid", or a whole sentence as it is. */
  const errorOf = (field: Path<T>): string | undefined => {
    const error = (form.formState.errors as Partial<Record<string, FieldError>>)[field];
    const message = error && constraintMessage(error.types, error.message);
    return message ? fieldErrorText(field, message) : undefined;
  };

  /** What a field component (TextField, SelectField...) takes for `field`: its registration, its error line, its test id. */
  const fieldProps = (field: Path<T>, testId: string, options?: RegisterOptions<T, Path<T>>) => ({
    ...form.register(field, options),
    error: errorOf(field),
    testId,
  });

  /** A submit handler that sends the checked request; the API's field errors land on their fields. */
  const submit = (send: (request: T) => Promise<unknown>) => (event?: BaseSyntheticEvent) => {
    if (form.formState.isSubmitting) {
      event?.preventDefault();
      return Promise.resolve();
    }
    return form.handleSubmit(async (values) => {
      try {
        await send(values);
      } catch (error) {
        serverFieldErrors(error, Object.keys(form.getValues())).forEach(([field, message], i) =>
          form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: i === 0 }),
        );
      }
    })(event);
  };

  return { ...form, errorOf, fieldProps, submit };
}

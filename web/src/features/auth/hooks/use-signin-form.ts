import { useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../shared/api/api-error';
import { useSingleFlight } from '../../../shared/hooks/use-single-flight';
import { focusFirstInvalid } from '../../../shared/ui/focus-first-invalid';
import { hasErrors, serverFieldErrors, type FieldErrors } from '../validation/rules';
import { SIGNIN_LABELS, validateSignin, type SigninField, type SigninValues } from '../validation/signin-form';
import { useSignIn } from './use-sign-in';

/**
 * The sign-in form's state and submit, shared by the sign-in page and the header's login modal:
 * client rules first, one request at a time, server field errors mapped back to the fields.
 */
export function useSigninForm(onSignedIn?: () => void) {
  const [values, setValues] = useState<SigninValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SigninField>>({});
  const form = useRef<HTMLFormElement>(null);
  const signIn = useSignIn();

  const { run: submit, running } = useSingleFlight(async () => {
    const found = validateSignin(values);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(form.current);
    await signIn.mutateAsync({ email: values.email.trim(), password: values.password }).then(
      () => onSignedIn?.(),
      (error: unknown) => {
        if (error instanceof ApiRequestError) setErrors(serverFieldErrors(error.fieldErrors, SIGNIN_LABELS));
      },
    );
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const change = (field: SigninField) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  return { values, errors, form, signIn, running, onSubmit, change };
}

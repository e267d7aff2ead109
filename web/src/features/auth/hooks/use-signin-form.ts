import { LoginDto } from '@contracts/requests/auth.request';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useSignIn } from './use-sign-in';

/**
 * The sign-in form, shared by the sign-in page and the header's login modal: checked by the API's
 * LoginDto, one request at a time, the API's field errors on the fields.
 */
export function useSigninForm(onSignedIn?: () => void) {
  const form = useApiForm(LoginDto, { defaultValues: { email: '', password: '' } });
  const signIn = useSignIn();
  const onSubmit = form.submit(async (body) => {
    await signIn.mutateAsync(body);
    onSignedIn?.();
  });
  return { ...form, signIn, onSubmit };
}

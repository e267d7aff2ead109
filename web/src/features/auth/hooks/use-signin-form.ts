import { LoginDto } from '@contracts/requests/auth.request';
import { useState } from 'react';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useSignIn } from './use-sign-in';

/**
 * The sign-in form, shared by the sign-in page and the header's login modal: checked by the API's
 * LoginDto, one request at a time, the API's field errors on the fields. With two-factor sign-in on,
 * `mfaToken` holds the code step's token (the MfaCodeStep form finishes the sign-in).
 */
export function useSigninForm(onSignedIn?: () => void) {
  const form = useApiForm(LoginDto, { defaultValues: { email: '', password: '' } });
  const signIn = useSignIn();
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const onSubmit = form.submit(async (body) => {
    const answer = await signIn.mutateAsync(body);
    if ('tokens' in answer) onSignedIn?.();
    else setMfaToken(answer.data.mfa_token);
  });
  const startAgain = () => {
    signIn.reset();
    form.resetField('password');
    setMfaToken(null);
  };
  return { ...form, signIn, onSubmit, mfaToken, startAgain };
}

import { MfaLoginDto } from '@contracts/requests/two-factor.request';
import { useEffect } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useMfaSignIn } from '../hooks/use-sign-in';

interface MfaCodeStepProps {
  mfaToken: string;
  /** Test ids: `${testIdPrefix}-code`, `-code-submit`, `-code-error`, `-code-back`. */
  testIdPrefix: string;
  onSignedIn?: () => void;
  onStartAgain: () => void;
}

/** The sign-in's second step: the code from the authenticator app, or a recovery code. */
export function MfaCodeStep({ mfaToken, testIdPrefix, onSignedIn, onStartAgain }: MfaCodeStepProps) {
  const mfa = useMfaSignIn();
  const { fieldProps, formState, submit, setFocus } = useApiForm(MfaLoginDto, { defaultValues: { mfa_token: mfaToken, code: '' } });
  // The step replaces the password form: focus goes to its one field.
  useEffect(() => setFocus('code'), [setFocus]);
  const onSubmit = submit(async (body) => {
    await mfa.mutateAsync(body);
    onSignedIn?.();
  });
  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid={`${testIdPrefix}-code-step`}>
      <p className="muted">Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead.</p>
      <TextField label="Code" inputMode="numeric" autoComplete="one-time-code" maxLength={32} {...fieldProps('code', `${testIdPrefix}-code`)} />
      {mfa.isError && <Alert testId={`${testIdPrefix}-code-error`}>{errorMessage(mfa.error)}</Alert>}
      <Button type="submit" block loading={formState.isSubmitting} testId={`${testIdPrefix}-code-submit`}>
        Verify
      </Button>
      <Button variant="ghost" block onClick={onStartAgain} testId={`${testIdPrefix}-code-back`}>
        Sign in again
      </Button>
    </form>
  );
}

import { FUNDS_MESSAGES } from '@contracts/funds';
import type { ClassConstructor } from 'class-transformer';
import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { formatUsd } from '../../../shared/format/money';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { WithdrawError } from './withdraw-error';

interface WithdrawMutation<T> {
  mutateAsync: (body: T) => Promise<{ message: string }>;
  isError: boolean;
  error: unknown;
}

interface WithdrawFrameState {
  balance: number | undefined;
  /** With two-factor sign-in on: the code field's props (a withdrawal asks for a code). */
  codeField: ReturnType<ReturnType<typeof useApiForm>['fieldProps']> | null;
  overdraw: boolean;
  submitting: boolean;
  failure: { error: unknown } | null;
  onSubmit: (event: BaseSyntheticEvent) => Promise<void>;
}

/**
 * A withdrawal form: the API's request class, a check that refuses more than the live balance before
 * anything is sent (the server checks again), the server's message as a toast, then `onDone`. With
 * two-factor sign-in on, a code field too: the server holds nothing without a right code.
 */
export function useWithdrawForm<T extends FieldValues & { amount: number; code?: string }>(
  request: ClassConstructor<T>,
  defaultValues: DefaultValues<T>,
  withdraw: WithdrawMutation<T>,
  onDone: () => void,
) {
  const form = useApiForm(request, { defaultValues });
  const user = useCurrentUser().data;
  const balance = user?.balance;
  const twoFactor = user?.two_factor_enabled === true;
  const [overdraw, setOverdraw] = useState(false);
  const onSubmit = form.submit(async (body) => {
    const allowed = balance === undefined || body.amount <= balance;
    setOverdraw(!allowed);
    if (!allowed) return;
    if (twoFactor && !body.code) {
      form.setError('code' as Path<T>, { type: 'required', message: 'is required' }, { shouldFocus: true });
      return;
    }
    const res = await withdraw.mutateAsync(body);
    toast.success(res.message);
    onDone();
  });
  const frame: WithdrawFrameState = {
    balance,
    codeField: twoFactor ? form.fieldProps('code' as Path<T>, 'withdraw-code') : null,
    overdraw,
    submitting: form.formState.isSubmitting,
    failure: withdraw.isError ? { error: withdraw.error } : null,
    onSubmit,
  };
  return { form, frame };
}

/** What both withdrawal forms show around their own fields: the available balance, the overdraw alert, Withdraw, the refusal. */
export function WithdrawFormFrame({ frame, submitTestId, children }: { frame: WithdrawFrameState; submitTestId: string; children: ReactNode }) {
  return (
    <form className="form funds-form" onSubmit={(e) => void frame.onSubmit(e)} noValidate>
      <p className="muted withdraw-available">
        Available: <strong data-testid="withdraw-available">{formatUsd(frame.balance)}</strong>
      </p>
      {children}
      {frame.codeField && (
        <TextField
          label="Code from your authenticator app"
          hint="Two-factor sign-in is on: enter the 6-digit code, or a recovery code."
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={32}
          {...frame.codeField}
        />
      )}
      {frame.overdraw && <Alert testId="withdraw-overdraw">{FUNDS_MESSAGES.overdraw}</Alert>}
      <div className="form__actions">
        <Button type="submit" loading={frame.submitting} testId={submitTestId}>
          Withdraw
        </Button>
      </div>
      {frame.failure && <WithdrawError error={frame.failure.error} />}
    </form>
  );
}

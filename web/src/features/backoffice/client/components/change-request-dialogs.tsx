import { ADJUSTMENT_MAX_USD } from '@contracts/adjustments';
import { DECISION_NOTE_MAX_LENGTH } from '@contracts/requests/decision.request';
import { AdjustmentRequestDto, ResetTwoFactorDto } from '@contracts/requests/adjustment.request';
import { ApiRequestError, errorMessage } from '../../../../shared/api/api-error';
import { useApiForm } from '../../../../shared/forms/use-api-form';
import { Alert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Modal } from '../../../../shared/ui/modal';
import { TextAreaField } from '../../../../shared/ui/textarea-field';
import { TextField } from '../../../../shared/ui/text-field';
import type { RequestedChange } from '../client-api';
import { useRequestChange } from '../hooks/use-client-queries';

/** Which change's dialog is open. */
export type ChangeDialog = 'adjust' | 'reset-2fa';

interface ChangeDialogProps {
  clientId: string;
  open: boolean;
  onClose: () => void;
  /** The new item, waiting for two other staff members. */
  onSent: (item: RequestedChange) => void;
}

/** An empty amount is absent ("is required"); any other text is a number for the request class to check. */
const asAmount = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : Number(v));

/** The API's refusal that is not about one field (an overdraw, no second factor): shown above the buttons. */
const formError = (error: unknown): unknown =>
  error && !(error instanceof ApiRequestError && error.status === 400 && Object.keys(error.fieldErrors).length > 0) ? error : null;

/** Asking for a credit or a debit of the client's real balance, with the reason two other staff members read. */
export function AdjustBalanceDialog({ clientId, open, onClose, onSent }: ChangeDialogProps) {
  const request = useRequestChange(clientId);
  const form = useApiForm(AdjustmentRequestDto, { defaultValues: { direction: 'credit', reason: '' } });
  const close = () => {
    request.reset();
    form.reset();
    onClose();
  };
  const onSubmit = form.submit(async (body) => {
    const item = await request.mutateAsync({ change: 'adjust', body: { ...body, reason: body.reason.trim() } });
    close();
    onSent(item);
  });
  const refused = formError(request.error);
  const directionError = form.errorOf('direction');

  return (
    <Modal open={open} onClose={close} title="Adjust balance" size="small" testId="bo-adjust-dialog">
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className="modal__text">Two other staff members must approve the change before it reaches the client’s real balance.</p>
        <fieldset className="bo-radio-group" aria-invalid={Boolean(directionError)}>
          <legend className="field__label">Direction</legend>
          <label className="bo-radio">
            <input type="radio" value="credit" {...form.register('direction')} data-testid="bo-adjust-credit" />
            Credit (add to the balance)
          </label>
          <label className="bo-radio">
            <input type="radio" value="debit" {...form.register('direction')} data-testid="bo-adjust-debit" />
            Debit (take from the balance)
          </label>
          {directionError && <p className="field__error">{directionError}</p>}
        </fieldset>
        <TextField
          label="Amount (USD)"
          inputMode="decimal"
          placeholder={`0.01 to ${ADJUSTMENT_MAX_USD}`}
          {...form.fieldProps('amount', 'bo-adjust-amount', { setValueAs: asAmount })}
        />
        <TextAreaField label="Reason" rows={3} maxLength={DECISION_NOTE_MAX_LENGTH} {...form.fieldProps('reason', 'bo-adjust-reason')} />
        {refused !== null && <Alert testId="bo-adjust-error">{errorMessage(refused)}</Alert>}
        <div className="modal__actions">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting} testId="bo-adjust-submit">
            Send for approval
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Asking for a reset of the client's second factor (they lost their device); the API says when they have none. */
export function ResetTwoFactorDialog({ clientId, open, onClose, onSent }: ChangeDialogProps) {
  const request = useRequestChange(clientId);
  const form = useApiForm(ResetTwoFactorDto, { defaultValues: { reason: '' } });
  const close = () => {
    request.reset();
    form.reset();
    onClose();
  };
  const onSubmit = form.submit(async (body) => {
    const item = await request.mutateAsync({ change: 'reset-2fa', body: { reason: body.reason.trim() } });
    close();
    onSent(item);
  });
  const refused = formError(request.error);

  return (
    <Modal open={open} onClose={close} title="Reset two-factor" size="small" testId="bo-reset-2fa-dialog">
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className="modal__text">Once two other staff members approve, the client’s second factor is removed and they are e-mailed to set up a new one.</p>
        <TextAreaField label="Reason" rows={3} maxLength={DECISION_NOTE_MAX_LENGTH} {...form.fieldProps('reason', 'bo-reset-2fa-reason')} />
        {refused !== null && <Alert testId="bo-reset-2fa-error">{errorMessage(refused)}</Alert>}
        <div className="modal__actions">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="sell" loading={form.formState.isSubmitting} testId="bo-reset-2fa-submit">
            Send for approval
          </Button>
        </div>
      </form>
    </Modal>
  );
}

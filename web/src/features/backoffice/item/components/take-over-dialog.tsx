import { DECISION_NOTE_MAX_LENGTH } from '@contracts/requests/decision.request';
import { TakeOverDto } from '@contracts/requests/case.request';
import { ApiRequestError, errorMessage } from '../../../../shared/api/api-error';
import { useApiForm } from '../../../../shared/forms/use-api-form';
import { Alert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Modal } from '../../../../shared/ui/modal';
import { TextAreaField } from '../../../../shared/ui/textarea-field';

interface TakeOverDialogProps {
  open: boolean;
  /** Who holds the item now (null once nobody does). */
  holder: string | null;
  onClose: () => void;
  /** Takes the item over; rejects with the API's error (a field error lands on the reason). */
  send: (reason: string) => Promise<unknown>;
}

/** Taking an item over from another staff member: the reason is required and kept in the audit log. */
export function TakeOverDialog({ open, holder, onClose, send }: TakeOverDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Take over this item" size="medium" testId="bo-take-over-dialog">
      {/* A fresh form each time it opens. */}
      {open && <TakeOverForm holder={holder} onClose={onClose} send={send} />}
    </Modal>
  );
}

function TakeOverForm({ holder, onClose, send }: Omit<TakeOverDialogProps, 'open'>) {
  const form = useApiForm(TakeOverDto, { defaultValues: { reason: '' } });
  const failure = form.formState.errors.root?.message;
  return (
    <form
      className="bo-take-over"
      noValidate
      onSubmit={form.submit(async (v) => {
        try {
          await send(v.reason.trim());
        } catch (error) {
          // A field error goes back to its field (use-api-form); anything else is said above the buttons.
          if (!(error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0)) form.setError('root', { message: errorMessage(error) });
          throw error;
        }
      })}
    >
      <p className="modal__text">
        {holder ? `${holder} is working on this item. ` : ''}Taking it over makes it yours; the reason is kept in the audit log and the item’s timeline.
      </p>
      <TextAreaField
        label="Reason"
        rows={3}
        maxLength={DECISION_NOTE_MAX_LENGTH}
        testId="bo-take-over-reason"
        error={form.errorOf('reason')}
        {...form.register('reason')}
      />
      {failure && <Alert testId="bo-take-over-error">{failure}</Alert>}
      <div className="modal__actions">
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting} testId="bo-take-over-confirm">
          Take over
        </Button>
      </div>
    </form>
  );
}

import { AccountActionDto } from '@contracts/requests/account-action.request';
import { errorMessage } from '../../../../shared/api/api-error';
import { useApiForm } from '../../../../shared/forms/use-api-form';
import { Alert } from '../../../../shared/ui/alert';
import { Button } from '../../../../shared/ui/button';
import { Modal } from '../../../../shared/ui/modal';
import { TextAreaField } from '../../../../shared/ui/textarea-field';
import { toast } from '../../../../shared/ui/toast/toast';
import { ACCOUNT_ACTION_REASON_MAX_LENGTH } from '@contracts/account-status';
import type { AccountAction } from '../client-api';
import { useAccountAction } from '../hooks/use-client-queries';

const WORDS: Record<AccountAction, { title: string; text: string; submit: string }> = {
  suspend: {
    title: 'Suspend this account?',
    text: 'The client is signed out everywhere at once and cannot sign in until the account is reactivated. The reason is kept in the audit log.',
    submit: 'Suspend account',
  },
  reactivate: {
    title: 'Reactivate this account?',
    text: 'The client can sign in again. The reason is kept in the audit log.',
    submit: 'Reactivate account',
  },
};

/** Suspending or reactivating a client's account: a reason, then the API's answer (its message on a refusal). */
export function AccountActionDialog({ clientId, action, onClose }: { clientId: string; action: AccountAction | null; onClose: () => void }) {
  // The dialog keeps its last action's words while it fades out.
  const shown = action ?? 'suspend';
  const act = useAccountAction(clientId, shown);
  const { fieldProps, formState, submit, reset } = useApiForm(AccountActionDto, { defaultValues: { reason: '' } });
  const close = () => {
    act.reset();
    reset();
    onClose();
  };
  const onSubmit = submit(async (body) => {
    const { message } = await act.mutateAsync(body);
    toast.success(message);
    close();
  });
  const words = WORDS[shown];

  return (
    <Modal open={action !== null} onClose={close} title={words.title} size="small" testId={`bo-client-${shown}-dialog`}>
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className="modal__text">{words.text}</p>
        <TextAreaField label="Reason" rows={3} maxLength={ACCOUNT_ACTION_REASON_MAX_LENGTH} {...fieldProps('reason', 'bo-client-action-reason')} />
        {act.isError && <Alert testId="bo-client-action-error">{errorMessage(act.error)}</Alert>}
        <div className="modal__actions">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant={shown === 'suspend' ? 'sell' : 'primary'} loading={formState.isSubmitting} testId="bo-client-action-submit">
            {words.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

import { DisableTwoFactorDto } from '@contracts/requests/two-factor.request';
import { errorMessage } from '../../../shared/api/api-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { TextField } from '../../../shared/ui/text-field';
import { toast } from '../../../shared/ui/toast/toast';
import { useDisableTwoFactor } from '../hooks/use-two-factor';

/** Turning two-factor sign-in off: the password and a code (or a recovery code), in a dialog. */
export function TwoFactorDisable({ open, onClose }: { open: boolean; onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const { fieldProps, formState, submit, reset } = useApiForm(DisableTwoFactorDto, { defaultValues: { password: '', code: '' } });
  const close = () => {
    disable.reset();
    reset();
    onClose();
  };
  const onSubmit = submit(async (body) => {
    const { message } = await disable.mutateAsync(body);
    toast.success(message);
    close();
  });

  return (
    <Modal open={open} onClose={close} title="Turn off two-factor sign-in?" size="small" testId="two-factor-disable">
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <p className="modal__text">Signing in will ask for your password only, and withdrawals will not ask for a code.</p>
        <TextField label="Password" type="password" autoComplete="current-password" {...fieldProps('password', 'two-factor-disable-password')} />
        <TextField
          label="Code from the app, or a recovery code"
          autoComplete="one-time-code"
          maxLength={32}
          {...fieldProps('code', 'two-factor-disable-code')}
        />
        {disable.isError && <Alert testId="two-factor-disable-error">{errorMessage(disable.error)}</Alert>}
        <div className="modal__actions">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="sell" loading={formState.isSubmitting} testId="two-factor-disable-submit">
            Turn off
          </Button>
        </div>
      </form>
    </Modal>
  );
}

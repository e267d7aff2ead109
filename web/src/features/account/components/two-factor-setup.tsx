import type { TwoFactorSetupDto } from '@contracts/account-security';
import { EnableTwoFactorDto } from '@contracts/requests/two-factor.request';
import { errorMessage } from '../../../shared/api/api-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { Alert } from '../../../shared/ui/alert';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useEnableTwoFactor } from '../hooks/use-two-factor';
import { groupedSecret } from '../lib/two-factor';
import { QrCode } from '../../../shared/ui/qr-code';

interface TwoFactorSetupProps {
  setup: TwoFactorSetupDto;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Scan the QR code (or type the key), then confirm with the app's first code. */
export function TwoFactorSetup({ setup, onEnabled, onCancel }: TwoFactorSetupProps) {
  const enable = useEnableTwoFactor();
  const { fieldProps, formState, submit } = useApiForm(EnableTwoFactorDto, { defaultValues: { code: '' } });
  const onSubmit = submit(async (body) => onEnabled((await enable.mutateAsync(body)).recovery_codes));

  return (
    <div className="two-factor__setup" data-testid="two-factor-setup">
      <ol className="two-factor__steps">
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis...) and scan this QR code.</li>
        <li>
          Can&apos;t scan it? Type this key instead:
          <code className="two-factor__secret mono" data-testid="two-factor-secret" data-secret={setup.secret}>
            {groupedSecret(setup.secret)}
          </code>
        </li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <QrCode value={setup.otpauth_url} alt="QR code to scan with your authenticator app" className="two-factor-qr" testId="two-factor-qr" />
      <form className="form two-factor__form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField label="Code from the app" inputMode="numeric" autoComplete="one-time-code" maxLength={32} {...fieldProps('code', 'two-factor-code')} />
        {enable.isError && <Alert testId="two-factor-enable-error">{errorMessage(enable.error)}</Alert>}
        <div className="two-factor__actions">
          <Button type="submit" loading={formState.isSubmitting} testId="two-factor-enable">
            Turn on
          </Button>
          <Button variant="secondary" onClick={onCancel} testId="two-factor-cancel">
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

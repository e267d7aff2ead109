import { Button } from '../../../shared/ui/button';
import { saveFile } from '../../../shared/lib/save-file';
import { toast } from '../../../shared/ui/toast/toast';
import { copyText } from '../lib/copy-text';
import { RECOVERY_CODES_TEXT, recoveryCodesFile } from '../lib/two-factor';

/** The ten recovery codes, shown once right after enabling: copy, download, then done. */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string | undefined; onDone: () => void }) {
  const text = recoveryCodesFile(codes, email);
  const copy = async () => {
    if (await copyText(text)) toast.success('Recovery codes copied');
    else toast.error('Could not copy: select the codes and copy them by hand');
  };
  return (
    <div className="two-factor__codes" data-testid="recovery-codes-block">
      <p>{RECOVERY_CODES_TEXT}</p>
      <ol className="recovery-codes mono" data-testid="recovery-codes" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="two-factor__actions">
        <Button variant="secondary" onClick={() => void copy()} testId="recovery-codes-copy">
          Copy
        </Button>
        <Button variant="secondary" onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')} testId="recovery-codes-download">
          Download
        </Button>
        <Button onClick={onDone} testId="recovery-codes-done">
          I have saved them
        </Button>
      </div>
    </div>
  );
}

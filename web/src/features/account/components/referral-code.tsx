import { useId } from 'react';
import { toast } from '../../../shared/ui/toast/toast';
import { copyText } from '../lib/copy-text';

/** The user's own referral code: read-only, with a copy button. */
export function ReferralCode({ code }: { code: string }) {
  const id = useId();
  const copy = async () => {
    if (await copyText(code)) toast.info('Referral code copied!');
    else toast.error('Could not copy the referral code.');
  };
  return (
    <div className="field referral-code">
      <label htmlFor={id} className="field__label">
        Referral code
      </label>
      <div className="referral-code__row">
        <input id={id} className="input mono" value={code} readOnly data-testid="ep-referral-code" onFocus={(e) => e.target.select()} />
        <button type="button" className="btn btn--secondary" onClick={() => void copy()} data-testid="ep-referral-copy">
          Copy
        </button>
      </div>
    </div>
  );
}

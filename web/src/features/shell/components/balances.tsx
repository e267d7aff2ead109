import { formatUsd } from '../../../shared/format/money';
import { useMode } from '../../../shared/store/app-store';
import { useCurrentUser } from '../../auth/hooks/use-current-user';

/** Real and demo balances; the one of the current mode stands out. Socket events keep them live. */
export function Balances() {
  const user = useCurrentUser().data;
  const mode = useMode();
  return (
    <div className="balances">
      <div className={`balance ${mode === 'real' ? 'balance--active' : ''}`}>
        <span className="balance__label">Balance</span>
        <span className="balance__value" data-testid="balance">
          {formatUsd(user?.balance)}
        </span>
      </div>
      <div className={`balance ${mode === 'demo' ? 'balance--active' : ''}`}>
        <span className="balance__label">Demo Balance</span>
        <span className="balance__value" data-testid="demo-balance">
          {formatUsd(user?.demo_balance)}
        </span>
      </div>
    </div>
  );
}

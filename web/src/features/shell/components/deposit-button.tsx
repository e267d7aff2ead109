import { Link } from 'react-router';
import { useAppStore } from '../../../shared/store/app-store';
import { Icon } from '../../../shared/ui/icon';
import { DEPOSIT_ROUTE } from '../nav-items';

/** The header's Deposit, in every mode: it switches to real mode and opens the deposit screen. */
export function DepositButton() {
  const setMode = useAppStore((s) => s.setMode);
  return (
    <Link to={DEPOSIT_ROUTE} className="btn btn--buy deposit-button" onClick={() => setMode('real')} data-testid="header-deposit">
      <Icon name="deposit" size={18} />
      Deposit
    </Link>
  );
}

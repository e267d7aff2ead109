import type { WithdrawalDto } from '@contracts/funds';
import { errorMessage } from '../../../shared/api/api-error';
import { formatUsd } from '../../../shared/format/money';
import { useScreenClass } from '../../../shared/hooks/use-screen-class';
import { Button } from '../../../shared/ui/button';
import { toast } from '../../../shared/ui/toast/toast';
import { DateTimeCell } from '../../trading/components/date-time-cell';
import { FundsPage } from '../components/funds-page';
import { FundsStatusBadge } from '../components/funds-status-badge';
import { useWithdrawals } from '../hooks/use-funds-lists';
import { useCancelWithdrawal } from '../hooks/use-funds-mutations';
import { canCancelWithdrawal } from '../lib/funds-status';
import { shortWallet } from '../lib/short-wallet';
import { FundsList } from './funds-list-state';

export const EMPTY_WITHDRAWALS_TEXT = "You don't have any withdraw history.";

/** /user/withdraw-log: every withdrawal, newest first, its status live; a pending one can be cancelled. */
export function WithdrawHistoryPage() {
  const withdrawals = useWithdrawals();
  const mobile = useScreenClass() === 'mobile';
  return (
    <FundsPage title="Withdrawal History">
      <FundsList query={withdrawals} emptyText={EMPTY_WITHDRAWALS_TEXT} testId="withdraw-history">
        {(list) => <WithdrawTable withdrawals={list} compact={mobile} />}
      </FundsList>
    </FundsPage>
  );
}

/** On mobile: the ID with its status under it, the wallet shortened, the amount (no S/N, no date). */
function WithdrawTable({ withdrawals, compact }: { withdrawals: WithdrawalDto[]; compact: boolean }) {
  return (
    <div className="table-scroll">
      <table className={`table ${compact ? 'table--compact' : ''}`} data-testid="withdraw-history-table">
        <thead>
          <tr>
            {!compact && <th scope="col">S/N</th>}
            <th scope="col">Transaction ID</th>
            <th scope="col">Wallet</th>
            <th scope="col" className="num">
              Amount
            </th>
            {!compact && <th scope="col">Status</th>}
            {!compact && <th scope="col">Date</th>}
          </tr>
        </thead>
        <tbody>
          {withdrawals.map((w, i) => {
            const status = (
              <div className="funds-status-cell">
                <FundsStatusBadge status={w.status} reason={w.reason} />
                {canCancelWithdrawal(w.status) && <CancelButton id={w.withdraw_id} />}
              </div>
            );
            return (
              <tr key={w.withdraw_id} data-testid="withdraw-history-row">
                {!compact && <td>{i + 1}</td>}
                <td>
                  <span className="mono">#{w.withdraw_id}</span>
                  {compact && status}
                </td>
                <td>
                  <span className="mono withdraw-destination" title={w.wallet}>
                    {compact ? shortWallet(w.wallet) : w.wallet}
                  </span>{' '}
                  <span className="muted">· {w.method.toUpperCase()}</span>
                </td>
                <td className="num">{formatUsd(w.amount)}</td>
                {!compact && <td>{status}</td>}
                {!compact && (
                  <td>
                    <DateTimeCell value={w.createdAt} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function CancelButton({ id }: { id: number }) {
  const cancel = useCancelWithdrawal();
  const onClick = () =>
    cancel.mutate(id, {
      onSuccess: (res) => toast.success(res.message),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <Button type="button" variant="ghost" className="withdraw-cancel" loading={cancel.isPending} onClick={onClick} testId="withdraw-cancel">
      Cancel
    </Button>
  );
}

import { Injectable } from '@nestjs/common';
import { Balances } from '../ledger/ledger.types';
import { versionedBalances } from '../ledger/versioned-balances';
import { RealtimeService } from '../realtime/realtime.service';
import type { DepositChange, WithdrawalChange } from './funds.types';

/**
 * The live events of deposits and withdrawals, to their owner and to every staff screen (whose queues
 * change with them); call each only after the transaction behind it has committed.
 */
@Injectable()
export class FundsEvents {
  constructor(private readonly realtime: RealtimeService) {}

  deposit(change: Pick<DepositChange, 'userId' | 'deposit' | 'balances'>): void {
    this.realtime.toUser(change.userId, 'deposit:updated', { deposit: change.deposit });
    this.realtime.toStaff('backoffice:item-updated', {
      kind: 'deposit',
      id: String(change.deposit.deposit_id),
      state: change.deposit.status,
      decision_id: null,
    });
    if (change.balances) this.balance(change.userId, change.balances);
  }

  withdrawal(change: Pick<WithdrawalChange, 'userId' | 'withdrawal' | 'balances'>): void {
    this.realtime.toUser(change.userId, 'withdrawal:updated', { withdrawal: change.withdrawal });
    this.realtime.toStaff('backoffice:item-updated', {
      kind: 'withdrawal',
      id: String(change.withdrawal.withdraw_id),
      state: change.withdrawal.status,
      decision_id: null,
    });
    if (change.balances) this.balance(change.userId, change.balances);
  }

  private balance(userId: string, b: Balances): void {
    this.realtime.toUser(userId, 'balance:updated', versionedBalances(b));
  }
}

import { Injectable } from '@nestjs/common';
import type { PlanRequestState } from '../contracts/plans';
import { Balances } from '../ledger/ledger.types';
import { versionedBalances } from '../ledger/versioned-balances';
import { RealtimeService } from '../realtime/realtime.service';

/** The live events of plans, to their owner (every tab) and to staff screens; call each after commit. */
@Injectable()
export class PlanEvents {
  constructor(private readonly realtime: RealtimeService) {}

  changed(userId: string, plan: { trading_plan: string; plan_request: PlanRequestState | null }, balances?: Balances): void {
    this.realtime.toUser(userId, 'plan:updated', { trading_plan: plan.trading_plan, plan_request: plan.plan_request });
    if (balances) this.realtime.toUser(userId, 'balance:updated', versionedBalances(balances));
  }

  /** A new request joined the staff's queue. */
  requested(requestId: string): void {
    this.realtime.toStaff('backoffice:item-updated', { kind: 'plan', id: requestId, state: 'Pending', decision_id: null });
  }
}

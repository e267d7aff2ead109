import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PlanRequestForStaff, QueueSummary } from '../contracts/backoffice';
import { fromCents } from '../contracts/money';
import { planById, type PlanRequestState, type PlanRequestStatus } from '../contracts/plans';
import type { AppliedDecision, DecisionRow, ItemApplier } from '../backoffice/decisions';
import { badRequest } from '../common/domain-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LedgerService } from '../ledger/ledger.service';
import type { Balances } from '../ledger/ledger.types';
import { planDecisionMail } from '../mail/mail.templates';
import { UsersService } from '../users/users.service';
import { PlanEvents } from './plan-events';
import { PlanRequestsRepository } from './plan-requests.repository';
import { toPlanRequestForReview, toPlanRequestState } from './plans.mapper';
import type { PlanRequestRow } from './plans.types';

/** What a decision on a request changed, for the mail and the events after commit. */
interface PlanChange {
  request: PlanRequestRow;
  tradingPlan: string;
  planRequest: PlanRequestState;
  balances?: Balances;
}

export type PlanRequestForReview = Omit<PlanRequestForStaff, 'client'>;

/**
 * Staff decisions on plan upgrades, applied by the back office's job in the decision's transaction:
 * approval charges the hold (pending_plans -> house) and changes the plan; rejection refunds it
 * (pending_plans -> user) with the reason the client is shown.
 */
@Injectable()
export class PlanReviewService {
  constructor(
    private readonly requests: PlanRequestsRepository,
    private readonly ledger: LedgerService,
    private readonly users: UsersService,
    private readonly events: PlanEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  readonly applier: ItemApplier = {
    kind: 'plan',
    waitingState: 'Pending',
    load: async (m, id) => {
      const row = await this.requests.findById(id, m, true);
      return row && { state: row.status, userId: row.user_id, amountCents: Number(row.amount) };
    },
    apply: async (m, id, d) => {
      const change = d.action === 'approve' ? await this.approve(m, id, d) : await this.reject(m, id, d);
      return (
        change && { from: 'Pending', to: change.request.status, userId: change.request.user_id, reason: change.planRequest.reason ?? null, detail: change }
      );
    },
    mail: (a, client) => {
      const { request } = a.detail as PlanChange;
      const name = planById(request.plan)?.name ?? request.plan;
      return planDecisionMail(
        client.firstname,
        a.to === 'Approved',
        name,
        fromCents(request.amount).toFixed(2),
        a.reason,
        `${this.config.publicUrl}/user/plan`,
      );
    },
    announce: (a) => {
      const change = a.detail as PlanChange;
      this.events.changed(a.userId, { trading_plan: change.tradingPlan, plan_request: change.planRequest }, change.balances);
    },
  };

  async requestForStaff(id: string): Promise<PlanRequestForReview | null> {
    const row = await this.requests.findById(id);
    return row && toPlanRequestForReview(row);
  }

  async requestsForStaff(status: PlanRequestStatus | undefined, after: string | undefined, limit: number): Promise<PlanRequestForReview[]> {
    return (await this.requests.listForStaff(status, after, limit)).map(toPlanRequestForReview);
  }

  queue(): Promise<QueueSummary> {
    return this.requests.pendingQueue();
  }

  /** Pending -> Approved: the hold goes to the house and the requested plan becomes the user's. */
  private async approve(m: EntityManager, id: string, d: DecisionRow): Promise<PlanChange | null> {
    const request = await this.requests.decide(m, id, 'Approved', { staffId: d.staff_id, reason: d.reason?.trim() || null });
    if (!request) return null;
    const amount = Number(request.amount);
    await this.ledger.betweenSystem(m, { from: 'pending_plans', to: 'house', amount, kind: 'plan_charge', reference: `plan-request:${id}:charge` });
    const planRequest = toPlanRequestState(request);
    await this.users.changePlan(m, request.user_id, { tradingPlan: request.plan, planRequest });
    return { request, tradingPlan: request.plan, planRequest };
  }

  /** Pending -> Rejected with a reason: the hold returns to the user, whose plan stays. */
  private async reject(m: EntityManager, id: string, d: DecisionRow): Promise<PlanChange | null> {
    const reason = d.reason?.trim();
    if (!reason) throw badRequest('Reason is required', { reason: 'is required' });
    const request = await this.requests.decide(m, id, 'Rejected', { staffId: d.staff_id, reason });
    if (!request) return null;
    const amount = Number(request.amount);
    const balances = await this.ledger.toUser(m, request.user_id, {
      from: 'pending_plans',
      amount,
      kind: 'plan_refund',
      reference: `plan-request:${id}:refund`,
    });
    const planRequest = toPlanRequestState(request);
    await this.users.changePlan(m, request.user_id, { planRequest });
    return { request, tradingPlan: request.from_plan, planRequest, balances };
  }
}

import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { fromCents } from '../contracts/money';
import { planById, type PlanRequestState } from '../contracts/plans';
import { badRequest } from '../common/domain-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LedgerService } from '../ledger/ledger.service';
import type { Balances } from '../ledger/ledger.types';
import { planDecisionMail } from '../mail/mail.templates';
import { DecisionAppliers } from '../review/decision-appliers';
import type { AppliedDecision, ItemApplier, LoadedItem, RecordedDecision } from '../review/item-applier';
import { UsersService } from '../users/users.service';
import { PlanEvents } from './plan-events';
import { PlanRequestsRepository } from './plan-requests.repository';
import { toPlanRequestState } from './plans.mapper';
import type { PlanRequestRow } from './plans.types';

/** What a decision on a request changed, for the mail and the events after commit. */
interface PlanChange {
  request: PlanRequestRow;
  tradingPlan: string;
  planRequest: PlanRequestState;
  balances?: Balances;
}

/**
 * Staff decisions on plan upgrades, registered with the back office's DecisionAppliers and applied by
 * its job in the decision's transaction: approval charges the hold (pending_plans -> house) and changes
 * the plan; rejection refunds it (pending_plans -> user) with the reason the client is shown.
 */
@Injectable()
export class PlanApplier implements ItemApplier, OnModuleInit {
  readonly kind = 'plan';
  readonly waitingState = 'Pending';

  constructor(
    private readonly requests: PlanRequestsRepository,
    private readonly ledger: LedgerService,
    private readonly users: UsersService,
    private readonly events: PlanEvents,
    private readonly appliers: DecisionAppliers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.appliers.register(this);
  }

  /** The request, locked; its held amount is what four eyes weighs. */
  async load(m: EntityManager, id: string): Promise<LoadedItem | null> {
    const row = await this.requests.findById(id, m, true);
    return row && { state: row.status, userId: row.user_id, amountCents: Number(row.amount) };
  }

  async apply(m: EntityManager, id: string, d: RecordedDecision): Promise<AppliedDecision | null> {
    const change = d.action === 'approve' ? await this.approve(m, id, d) : await this.reject(m, id, d);
    if (!change) return null;
    return { from: 'Pending', to: change.request.status, userId: change.request.user_id, reason: change.planRequest.reason ?? null, detail: change };
  }

  mail(a: AppliedDecision, client: { firstname: string }) {
    const { request } = a.detail as PlanChange;
    const name = planById(request.plan)?.name ?? request.plan;
    return planDecisionMail(client.firstname, a.to === 'Approved', name, fromCents(request.amount).toFixed(2), a.reason, `${this.config.publicUrl}/user/plan`);
  }

  announce(a: AppliedDecision): void {
    const change = a.detail as PlanChange;
    this.events.changed(a.userId, { trading_plan: change.tradingPlan, plan_request: change.planRequest }, change.balances);
  }

  /** Pending -> Approved: the hold goes to the house and the requested plan becomes the user's. */
  private async approve(m: EntityManager, id: string, d: RecordedDecision): Promise<PlanChange | null> {
    const request = await this.requests.decide(m, id, 'Approved', { staffId: d.staff_id, reason: d.reason?.trim() || null });
    if (!request) return null;
    const amount = Number(request.amount);
    await this.ledger.betweenSystem(m, { from: 'pending_plans', to: 'house', amount, kind: 'plan_charge', reference: `plan-request:${id}:charge` });
    const planRequest = toPlanRequestState(request);
    await this.users.changePlan(m, request.user_id, { tradingPlan: request.plan, planRequest });
    return { request, tradingPlan: request.plan, planRequest };
  }

  /** Pending -> Rejected with a reason: the hold returns to the user, whose plan stays. */
  private async reject(m: EntityManager, id: string, d: RecordedDecision): Promise<PlanChange | null> {
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

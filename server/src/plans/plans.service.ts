import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { type PlanRequestAnswer, NO_PLAN, PLAN_MESSAGES, planById, planRank, type Plan } from '../contracts/plans';
import type { UserDto } from '../contracts/account';
import { toCents } from '../contracts/money';
import { badRequest, conflict, unauthorized } from '../common/domain-error';
import { isUniqueViolation } from '../database/pg-errors';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import { LedgerService } from '../ledger/ledger.service';
import { balancesOf, versionedBalances } from '../ledger/versioned-balances';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { PlanEvents } from './plan-events';
import { ONE_OPEN_REQUEST_INDEX, PlanRequestsRepository } from './plan-requests.repository';
import { toPlanRequestState } from './plans.mapper';
import { ProtectionsService } from '../protections/protections.service';

const insufficient = () => new InsufficientFundsError(PLAN_MESSAGES.insufficient);
const refuse = (message: string) => badRequest(message, { trading_plan: message });

/** The plan chosen: PlanChoiceDto lets only the catalogue's ids through. */
function chosen(planId: string): Plan {
  const plan = planById(planId);
  if (!plan) throw refuse(PLAN_MESSAGES.unknownPlan);
  return plan;
}

/**
 * The client's side of plans: the first plan is bought at once (user -> house, real); a higher one
 * is requested, its price difference held (user -> pending_plans) until staff decide (PlanApplier).
 */
@Injectable()
export class PlansService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly requests: PlanRequestsRepository,
    private readonly ledger: LedgerService,
    private readonly users: UsersService,
    private readonly idempotency: IdempotencyService,
    private readonly events: PlanEvents,
    private readonly protections: ProtectionsService,
  ) {}

  /** Only while the plan is None: the price is charged and the plan set in one transaction. */
  async setPlan(userId: string, planId: string, key?: string): Promise<UserDto> {
    const plan = chosen(planId);
    const { result, replayed } = await this.ds.transaction((m) =>
      this.idempotency.run(m, userId, key, { set_plan: plan.id }, async () => {
        await this.protections.assertNotExcluded(userId, m);
        if ((await this.current(m, userId)).tradingPlan !== NO_PLAN) throw conflict(PLAN_MESSAGES.alreadyHasPlan);
        const amount = toCents(plan.price);
        const balances = await this.ledger.fromUser(
          m,
          userId,
          { to: 'house', amount, kind: 'plan_purchase', reference: `user:${userId}:plan-purchase` },
          insufficient,
        );
        const user = await this.users.changePlan(m, userId, { tradingPlan: plan.id }, NO_PLAN);
        if (!user) throw conflict(PLAN_MESSAGES.alreadyHasPlan);
        return this.users.toDto(user, balances);
      }),
    );
    if (!replayed) {
      this.events.changed(userId, result, balancesOf(result));
    }
    return result;
  }

  /** A higher plan than the current one: the difference is held at once and the request waits for staff. */
  async requestUpgrade(userId: string, planId: string, key?: string): Promise<PlanRequestAnswer> {
    const plan = chosen(planId);
    const { result, replayed } = await this.ds.transaction((m) =>
      this.idempotency.run(m, userId, key, { request_plan: plan.id }, async () => {
        await this.protections.assertNotExcluded(userId, m);
        const from = this.upgradable(await this.current(m, userId), plan);
        const request = await this.requests
          .insert(m, { userId, fromPlan: from.id, plan: plan.id, amount: toCents(plan.price - from.price) })
          .catch((err: unknown) => {
            throw isUniqueViolation(err, ONE_OPEN_REQUEST_INDEX) ? conflict(PLAN_MESSAGES.requestOpen) : err;
          });
        const amount = Number(request.amount);
        const balances = await this.ledger.fromUser(
          m,
          userId,
          { to: 'pending_plans', amount, kind: 'plan_hold', reference: `plan-request:${request.id}:hold` },
          insufficient,
        );
        const planRequest = toPlanRequestState(request);
        if (!(await this.users.changePlan(m, userId, { planRequest }, from.id))) throw conflict(PLAN_MESSAGES.requestOpen);
        return {
          request_id: request.id,
          from_plan: from.id,
          plan_request: planRequest,
          ...versionedBalances(balances),
        };
      }),
    );
    const { request_id, from_plan, ...answer } = result;
    if (!replayed) {
      this.events.changed(userId, { trading_plan: from_plan, plan_request: answer.plan_request }, balancesOf(answer));
      this.events.requested(request_id);
    }
    return answer;
  }

  /** The plan an upgrade to `plan` starts from; refuses None and a plan not higher (a second open request is the unique index's). */
  private upgradable(user: User, plan: Plan): Plan {
    const from = planById(user.tradingPlan);
    if (!from) throw refuse(PLAN_MESSAGES.noPlanYet);
    if (planRank(plan.id) <= planRank(from.id)) throw refuse(PLAN_MESSAGES.notHigher);
    return from;
  }

  /**
   * The user, locked in the request's transaction: concurrent plan requests of one user are decided
   * one after the other (the later ones see the plan the first one set), each on one connection.
   */
  private async current(m: EntityManager, userId: string): Promise<User> {
    const user = await this.users.lockById(m, userId);
    if (!user) throw unauthorized();
    return user;
  }
}

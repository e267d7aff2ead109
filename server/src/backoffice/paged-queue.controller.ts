import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Type } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import { type BackofficeItemDetail, type BackofficePage, type DecisionAccepted, DECISION_ACCEPTED } from '../contracts/backoffice';
import { BACKOFFICE_ROLES } from '../contracts/account';
import {
  ApproveDecisionDto,
  ApproveWithdrawalDto,
  AdjustmentQueueQueryDto,
  DepositQueueQueryDto,
  PlanQueueQueryDto,
  RejectFundsDto,
  WithdrawalQueueQueryDto,
} from '../contracts/requests/decision.request';
import { ok } from '../common/envelope';
import type { PagedKind } from '../review/review-queues';
import { DecidedBy, type Decider } from './decided-by.decorator';
import { DecisionRequests } from './decision-requests.service';
import { ReviewPages, type QueueQuery, type StaffItem } from './review-pages.service';
import { Roles } from '../auth/roles.guard';
import { Refuses } from '../openapi/refuses.decorator';

/** The request classes of one queue's routes: its page's query and its approval's body (a withdrawal's needs a payout reference). */
interface QueueRequests<K extends PagedKind> {
  query: Type<QueueQuery<K>>;
  approval: Type<ApproveDecisionDto>;
}

/**
 * The routes of a queue read a page at a time (deposits, withdrawals, plan requests), the same for
 * each: a page (filtered by status and case), one item (with its notes and timeline), approve, reject
 * (with the reason the client is shown). Claims and notes: CASE_CONTROLLERS.
 */
function pagedQueueController<K extends PagedKind>(kind: K, path: string, requests: QueueRequests<K>): Type {
  @Controller(`backoffice/${path}`)
  @Roles(...BACKOFFICE_ROLES)
  class PagedQueueController {
    constructor(
      private readonly pages: ReviewPages,
      private readonly decisions: DecisionRequests,
    ) {}

    @Get()
    async page(@Query() q: QueueQuery<K>, @DecidedBy() reader: Decider): Promise<ApiEnvelope<BackofficePage<StaffItem<K>>>> {
      return ok(await this.pages.page(kind, q, reader.staffId));
    }

    @Get(':id')
    async item(@Param('id') id: string): Promise<ApiEnvelope<BackofficeItemDetail<StaffItem<K>>>> {
      return ok(await this.pages.item(kind, id));
    }

    @Post(':id/approve')
    @Refuses('CONFLICT')
    @HttpCode(HttpStatus.ACCEPTED)
    async approve(@Param('id') id: string, @Body() dto: ApproveDecisionDto, @DecidedBy() by: Decider): Promise<ApiEnvelope<DecisionAccepted>> {
      return ok(await this.decisions.approve(kind, id, dto, by), DECISION_ACCEPTED);
    }

    @Post(':id/reject')
    @Refuses('CONFLICT')
    @HttpCode(HttpStatus.ACCEPTED)
    async reject(@Param('id') id: string, @Body() dto: RejectFundsDto, @DecidedBy() by: Decider): Promise<ApiEnvelope<DecisionAccepted>> {
      return ok(await this.decisions.reject(kind, id, dto, by), DECISION_ACCEPTED);
    }
  }
  // The global ValidationPipe checks a query or body against its parameter's emitted type; a type
  // parameter emits none, so the queue's own request classes are declared here, as TypeScript would.
  Reflect.defineMetadata('design:paramtypes', [requests.query, Object], PagedQueueController.prototype, 'page');
  Reflect.defineMetadata('design:paramtypes', [String, requests.approval, Object], PagedQueueController.prototype, 'approve');
  Object.defineProperty(PagedQueueController, 'name', { value: `${kind.charAt(0).toUpperCase()}${kind.slice(1)}QueueController` });
  return PagedQueueController;
}

export const DepositQueueController = pagedQueueController('deposit', 'deposits', { query: DepositQueueQueryDto, approval: ApproveDecisionDto });
export const WithdrawalQueueController = pagedQueueController('withdrawal', 'withdrawals', { query: WithdrawalQueueQueryDto, approval: ApproveWithdrawalDto });
export const PlanQueueController = pagedQueueController('plan', 'plans', { query: PlanQueueQueryDto, approval: ApproveDecisionDto });
export const AdjustmentQueueController = pagedQueueController('adjustment', 'adjustments', { query: AdjustmentQueueQueryDto, approval: ApproveDecisionDto });

import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Type } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import { type BackofficeItem, type BackofficePage, type DecisionAccepted, DECISION_ACCEPTED } from '../contracts/backoffice';
import { BACKOFFICE_ROLES } from '../contracts/account';
import {
  ApproveDecisionDto,
  ApproveWithdrawalDto,
  DepositQueueQueryDto,
  PlanQueueQueryDto,
  RejectFundsDto,
  WithdrawalQueueQueryDto,
} from '../contracts/requests/decision.request';
import { ok } from '../common/envelope';
import type { PagedKind, StatusOf } from '../review/review-queues';
import { DecidedBy, type Decider } from './decided-by.decorator';
import { DecisionRequests } from './decision-requests.service';
import { ReviewPages, type StaffItem } from './review-pages.service';
import { Roles } from '../auth/roles.guard';

/** The request classes of one queue's routes: its page's query and its approval's body (a withdrawal's needs a payout reference). */
interface QueueRequests<K extends PagedKind> {
  query: Type<{ status?: StatusOf<K>; cursor?: string }>;
  approval: Type<ApproveDecisionDto>;
}

/**
 * The routes of a queue read a page at a time (deposits, withdrawals, plan requests), the same for
 * each: a page, one item, approve, reject (with the reason the client is shown).
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
    async page(@Query() q: { status?: StatusOf<K>; cursor?: string }): Promise<ApiEnvelope<BackofficePage<StaffItem<K>>>> {
      return ok(await this.pages.page(kind, q));
    }

    @Get(':id')
    async item(@Param('id') id: string): Promise<ApiEnvelope<BackofficeItem<StaffItem<K>>>> {
      return ok(await this.pages.item(kind, id));
    }

    @Post(':id/approve')
    @HttpCode(HttpStatus.ACCEPTED)
    async approve(@Param('id') id: string, @Body() dto: ApproveDecisionDto, @DecidedBy() by: Decider): Promise<ApiEnvelope<DecisionAccepted>> {
      return ok(await this.decisions.approve(kind, id, dto, by), DECISION_ACCEPTED);
    }

    @Post(':id/reject')
    @HttpCode(HttpStatus.ACCEPTED)
    async reject(@Param('id') id: string, @Body() dto: RejectFundsDto, @DecidedBy() by: Decider): Promise<ApiEnvelope<DecisionAccepted>> {
      return ok(await this.decisions.reject(kind, id, dto, by), DECISION_ACCEPTED);
    }
  }
  // The global ValidationPipe checks a query or body against its parameter's emitted type; a type
  // parameter emits none, so the queue's own request classes are declared here, as TypeScript would.
  Reflect.defineMetadata('design:paramtypes', [requests.query], PagedQueueController.prototype, 'page');
  Reflect.defineMetadata('design:paramtypes', [String, requests.approval, Object], PagedQueueController.prototype, 'approve');
  Object.defineProperty(PagedQueueController, 'name', { value: `${kind.charAt(0).toUpperCase()}${kind.slice(1)}QueueController` });
  return PagedQueueController;
}

export const DepositQueueController = pagedQueueController('deposit', 'deposits', { query: DepositQueueQueryDto, approval: ApproveDecisionDto });
export const WithdrawalQueueController = pagedQueueController('withdrawal', 'withdrawals', { query: WithdrawalQueueQueryDto, approval: ApproveWithdrawalDto });
export const PlanQueueController = pagedQueueController('plan', 'plans', { query: PlanQueueQueryDto, approval: ApproveDecisionDto });

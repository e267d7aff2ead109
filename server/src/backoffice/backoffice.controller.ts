import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiEnvelope } from '../contracts/api';
import {
  type AuditEntry,
  type BackofficeClientBrief,
  type BackofficeClientSummary,
  type BackofficeItem,
  type BackofficeKycItem,
  type BackofficePage,
  type BackofficeSummary,
  type DecisionAccepted,
  type DepositForStaff,
  type PlanRequestForStaff,
  type WithdrawalForStaff,
  AWAITING_SECOND_APPROVAL,
} from '../contracts/backoffice';
import { type ItemKind, BACKOFFICE_ROLES } from '../contracts/account';
import { FundsReviewService } from '../funds/funds-review.service';
import {
  ApproveDecisionDto,
  ApproveWithdrawalDto,
  AuditQueryDto,
  KycQueueQueryDto,
  RejectDecisionDto,
  RejectFundsDto,
  DepositQueueQueryDto,
  PlanQueueQueryDto,
  WithdrawalQueueQueryDto,
} from '../contracts/requests/decision.request';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { ok } from '../common/envelope';
import { notFound } from '../common/domain-error';
import { KycService } from '../kyc/kyc.service';
import { PlanReviewService } from '../plans/plan-review.service';
import { servedFile } from '../uploads/served-file';
import { ClientSummaryService } from './client-summary.service';
import { DecisionsService } from './decisions.service';
import type { NewDecision } from './decisions';
import { Roles } from './roles.guard';

export const DECISION_ACCEPTED = 'Decision recorded; it is being applied';
export const QUEUE_PAGE_SIZE = 50;

const note = (reason: string | undefined) => reason?.trim() || null;

/** The back office's API: staff and admins only (visitors 401, clients 403). */
@Controller('backoffice')
@Roles(...BACKOFFICE_ROLES)
export class BackofficeController {
  constructor(
    private readonly kyc: KycService,
    private readonly decisions: DecisionsService,
    private readonly funds: FundsReviewService,
    private readonly clients: ClientSummaryService,
    private readonly plans: PlanReviewService,
  ) {}

  @Get('clients/:id')
  async client(@Param('id') id: string): Promise<ApiEnvelope<BackofficeClientSummary>> {
    return ok(await this.clients.of(id));
  }

  @Get('deposits/:id')
  async deposit(@Param('id') id: string): Promise<ApiEnvelope<BackofficeItem<DepositForStaff>>> {
    const item = await this.funds.depositForStaff(id);
    if (!item) throw notFound('Deposit not found');
    return ok((await this.page('deposit', [item], (r) => String(r.deposit_id))).items[0]);
  }

  @Get('withdrawals/:id')
  async withdrawal(@Param('id') id: string): Promise<ApiEnvelope<BackofficeItem<WithdrawalForStaff>>> {
    const item = await this.funds.withdrawalForStaff(id);
    if (!item) throw notFound('Withdrawal not found');
    return ok((await this.page('withdrawal', [item], (r) => String(r.withdraw_id))).items[0]);
  }

  @Get('summary')
  async summary(): Promise<ApiEnvelope<BackofficeSummary>> {
    return ok({ kyc: await this.kyc.pendingQueue(), ...(await this.funds.queues()), plans: await this.plans.queue() });
  }

  @Get('deposits')
  async depositQueue(@Query() q: DepositQueueQueryDto): Promise<ApiEnvelope<BackofficePage<DepositForStaff>>> {
    const rows = await this.funds.depositsForStaff(q.status, q.cursor, QUEUE_PAGE_SIZE + 1);
    return ok(await this.page('deposit', rows, (r) => String(r.deposit_id)));
  }

  @Get('withdrawals')
  async withdrawalQueue(@Query() q: WithdrawalQueueQueryDto): Promise<ApiEnvelope<BackofficePage<WithdrawalForStaff>>> {
    const rows = await this.funds.withdrawalsForStaff(q.status, q.cursor, QUEUE_PAGE_SIZE + 1);
    return ok(await this.page('withdrawal', rows, (r) => String(r.withdraw_id)));
  }

  @Get('plans')
  async planQueue(@Query() q: PlanQueueQueryDto): Promise<ApiEnvelope<BackofficePage<PlanRequestForStaff>>> {
    const rows = await this.plans.requestsForStaff(q.status, q.cursor, QUEUE_PAGE_SIZE + 1);
    return ok(await this.page('plan', rows, (r) => String(r.plan_request_id)));
  }

  @Get('plans/:id')
  async planRequest(@Param('id') id: string): Promise<ApiEnvelope<BackofficeItem<PlanRequestForStaff>>> {
    const item = await this.plans.requestForStaff(id);
    if (!item) throw notFound('Plan request not found');
    return ok((await this.page('plan', [item], (r) => String(r.plan_request_id))).items[0]);
  }

  @Post('plans/:id/approve')
  @HttpCode(HttpStatus.ACCEPTED)
  approvePlan(@Param('id') id: string, @Body() dto: ApproveDecisionDto, @CurrentUser() staff: AuthUser, @Req() req: FastifyRequest) {
    return this.decide(req, staff, { kind: 'plan', itemId: id, action: 'approve', reason: note(dto.reason) });
  }

  @Post('plans/:id/reject')
  @HttpCode(HttpStatus.ACCEPTED)
  rejectPlan(@Param('id') id: string, @Body() dto: RejectFundsDto, @CurrentUser() staff: AuthUser, @Req() req: FastifyRequest) {
    return this.decide(req, staff, { kind: 'plan', itemId: id, action: 'reject', reason: dto.reason.trim() });
  }

  @Get('kyc')
  async kycQueue(@Query() q: KycQueueQueryDto): Promise<ApiEnvelope<BackofficeKycItem[]>> {
    return ok(await this.kyc.queue(q.status));
  }

  @Get('kyc/:id')
  async kycItem(@Param('id') id: string): Promise<ApiEnvelope<BackofficeKycItem>> {
    return ok(await this.kyc.item(id));
  }

  /** The document, with the stored-file headers (no sniffing, no scripts, never cached). */
  @Get('kyc/:id/file')
  async kycFile(@Param('id') id: string, @Res({ passthrough: true }) res: FastifyReply): Promise<StreamableFile> {
    const file = await this.kyc.fileOf(id);
    return servedFile(
      res,
      file,
      `id-document-${id}.${file.mimeType === 'application/pdf' ? 'pdf' : file.mimeType.slice('image/'.length)}`,
      'private, no-store',
    );
  }

  @Post('kyc/:id/approve')
  @HttpCode(HttpStatus.ACCEPTED)
  approveKyc(@Param('id') id: string, @Body() dto: ApproveDecisionDto, @CurrentUser() staff: AuthUser, @Req() req: FastifyRequest) {
    return this.decide(req, staff, { kind: 'kyc', itemId: id, action: 'approve', reason: note(dto.reason) });
  }

  @Post('kyc/:id/reject')
  @HttpCode(HttpStatus.ACCEPTED)
  rejectKyc(@Param('id') id: string, @Body() dto: RejectDecisionDto, @CurrentUser() staff: AuthUser, @Req() req: FastifyRequest) {
    const text = dto.text?.trim();
    const reason = dto.reason === 'Other' ? text! : text ? `${dto.reason}: ${text}` : dto.reason;
    return this.decide(req, staff, { kind: 'kyc', itemId: id, action: 'reject', reason });
  }

  @Post('deposits/:id/approve')
  @HttpCode(HttpStatus.ACCEPTED)
  approveDeposit(@Param('id') id: string, @Body() dto: ApproveDecisionDto, @CurrentUser() staff: AuthUser, @Req() req: FastifyRequest) {
    return this.decide(req, staff, { kind: 'deposit', itemId: id, action: 'approve', reason: note(dto.reason) });
  }

  @Post('deposits/:id/reject')
  @HttpCode(HttpStatus.ACCEPTED)
  rejectDeposit(@Param('id') id: string, @Body() dto: RejectFundsDto, @CurrentUser() staff: AuthUser, @Req() req: FastifyRequest) {
    return this.decide(req, staff, { kind: 'deposit', itemId: id, action: 'reject', reason: dto.reason.trim() });
  }

  @Post('withdrawals/:id/approve')
  @HttpCode(HttpStatus.ACCEPTED)
  approveWithdrawal(@Param('id') id: string, @Body() dto: ApproveWithdrawalDto, @CurrentUser() staff: AuthUser, @Req() req: FastifyRequest) {
    const payoutReference = dto.payout_reference.trim();
    return this.decide(req, staff, { kind: 'withdrawal', itemId: id, action: 'approve', reason: note(dto.reason), payoutReference });
  }

  @Post('withdrawals/:id/reject')
  @HttpCode(HttpStatus.ACCEPTED)
  rejectWithdrawal(@Param('id') id: string, @Body() dto: RejectFundsDto, @CurrentUser() staff: AuthUser, @Req() req: FastifyRequest) {
    return this.decide(req, staff, { kind: 'withdrawal', itemId: id, action: 'reject', reason: dto.reason.trim() });
  }

  @Get('audit')
  async audit(@Query() q: AuditQueryDto): Promise<ApiEnvelope<AuditEntry[]>> {
    return ok(await this.decisions.audit(q));
  }

  private async decide(req: FastifyRequest, staff: AuthUser, d: Omit<NewDecision, 'staffId' | 'ip'>): Promise<ApiEnvelope<DecisionAccepted>> {
    return ok(await this.decisions.decide({ ...d, staffId: staff.id, ip: req.ip ?? null }), DECISION_ACCEPTED);
  }

  /** One page (the rows were read one beyond it), each item with its client and its four-eyes state. */
  private async page<T extends { status: string; user_id: string }>(
    kind: ItemKind,
    rows: T[],
    idOf: (r: T) => string,
  ): Promise<BackofficePage<T & { client: BackofficeClientBrief }>> {
    const items = rows.slice(0, QUEUE_PAGE_SIZE);
    const first = await this.decisions.firstApprovals(kind, items.map(idOf));
    const clients = await this.clients.briefs(items.map((r) => r.user_id));
    return {
      items: items.map((r) => {
        const by = first.get(idOf(r)) ?? null;
        return { ...r, client: clients.get(r.user_id)!, review_state: by ? AWAITING_SECOND_APPROVAL : r.status, first_approval_by: by };
      }),
      next_cursor: rows.length > QUEUE_PAGE_SIZE ? idOf(items[items.length - 1]) : null,
    };
  }
}

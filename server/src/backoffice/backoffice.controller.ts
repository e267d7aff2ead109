import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import type {
  ApiEnvelope,
  AuditEntry,
  BackofficeClientSummary,
  BackofficeKycItem,
  BackofficePage,
  BackofficeSummary,
  DecisionAccepted,
} from '../contracts/api';
import type { ItemKind } from '../contracts/account';
import { AWAITING_SECOND_APPROVAL } from '../contracts/backoffice';
import { FundsReviewService } from '../funds/funds-review.service';
import type { DepositForStaff, WithdrawalForStaff } from '../funds/funds.types';
import { BACKOFFICE_ROLES } from '../contracts/account';
import {
  ApproveDecisionDto,
  ApproveWithdrawalDto,
  AuditQueryDto,
  KycQueueQueryDto,
  RejectDecisionDto,
  RejectFundsDto,
  DepositQueueQueryDto,
  WithdrawalQueueQueryDto,
} from '../contracts/requests/decision.request';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { ok } from '../common/envelope';
import { notFound } from '../common/domain-error';
import { KycService } from '../kyc/kyc.service';
import { servedFile } from '../uploads/served-file';
import { ClientSummaryService } from './client-summary.service';
import { DecisionsService } from './decisions.service';
import { Roles } from './roles.guard';

export const DECISION_ACCEPTED = 'Decision recorded; it is being applied';
export const QUEUE_PAGE_SIZE = 50;

/** The back office's API: staff and admins only (visitors 401, clients 403). */
@Controller('backoffice')
@Roles(...BACKOFFICE_ROLES)
export class BackofficeController {
  constructor(
    private readonly kyc: KycService,
    private readonly decisions: DecisionsService,
    private readonly funds: FundsReviewService,
    private readonly clients: ClientSummaryService,
  ) {}

  @Get('clients/:id')
  async client(@Param('id') id: string): Promise<ApiEnvelope<BackofficeClientSummary>> {
    return ok(await this.clients.of(id));
  }

  @Get('deposits/:id')
  async deposit(@Param('id') id: string): Promise<ApiEnvelope<BackofficePage<DepositForStaff>['items'][number]>> {
    const item = await this.funds.depositForStaff(id);
    if (!item) throw notFound('Deposit not found');
    return ok((await this.page('deposit', [item], (r) => String(r.deposit_id))).items[0]);
  }

  @Get('withdrawals/:id')
  async withdrawal(@Param('id') id: string): Promise<ApiEnvelope<BackofficePage<WithdrawalForStaff>['items'][number]>> {
    const item = await this.funds.withdrawalForStaff(id);
    if (!item) throw notFound('Withdrawal not found');
    return ok((await this.page('withdrawal', [item], (r) => String(r.withdraw_id))).items[0]);
  }

  @Get('summary')
  async summary(): Promise<ApiEnvelope<BackofficeSummary>> {
    const [kyc, money] = await Promise.all([this.kyc.pendingQueue(), this.funds.queues()]);
    return ok({ kyc, ...money });
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
  async kycFile(@Param('id') id: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
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
  async approveKyc(
    @Param('id') id: string,
    @Body() dto: ApproveDecisionDto,
    @CurrentUser() staff: AuthUser,
    @Req() req: Request,
  ): Promise<ApiEnvelope<DecisionAccepted>> {
    const reason = dto.reason?.trim() || null;
    return ok(await this.decisions.decide({ kind: 'kyc', itemId: id, staffId: staff.id, action: 'approve', reason, ip: req.ip ?? null }), DECISION_ACCEPTED);
  }

  @Post('kyc/:id/reject')
  @HttpCode(HttpStatus.ACCEPTED)
  async rejectKyc(
    @Param('id') id: string,
    @Body() dto: RejectDecisionDto,
    @CurrentUser() staff: AuthUser,
    @Req() req: Request,
  ): Promise<ApiEnvelope<DecisionAccepted>> {
    const text = dto.text?.trim();
    const reason = dto.reason === 'Other' ? text! : text ? `${dto.reason}: ${text}` : dto.reason;
    return ok(await this.decisions.decide({ kind: 'kyc', itemId: id, staffId: staff.id, action: 'reject', reason, ip: req.ip ?? null }), DECISION_ACCEPTED);
  }

  @Post('deposits/:id/approve')
  @HttpCode(HttpStatus.ACCEPTED)
  async approveDeposit(
    @Param('id') id: string,
    @Body() dto: ApproveDecisionDto,
    @CurrentUser() staff: AuthUser,
    @Req() req: Request,
  ): Promise<ApiEnvelope<DecisionAccepted>> {
    const d = { kind: 'deposit', itemId: id, staffId: staff.id, action: 'approve', reason: dto.reason?.trim() || null, ip: req.ip ?? null } as const;
    return ok(await this.decisions.decide(d), DECISION_ACCEPTED);
  }

  @Post('deposits/:id/reject')
  @HttpCode(HttpStatus.ACCEPTED)
  async rejectDeposit(
    @Param('id') id: string,
    @Body() dto: RejectFundsDto,
    @CurrentUser() staff: AuthUser,
    @Req() req: Request,
  ): Promise<ApiEnvelope<DecisionAccepted>> {
    const d = { kind: 'deposit', itemId: id, staffId: staff.id, action: 'reject', reason: dto.reason.trim(), ip: req.ip ?? null } as const;
    return ok(await this.decisions.decide(d), DECISION_ACCEPTED);
  }

  @Post('withdrawals/:id/approve')
  @HttpCode(HttpStatus.ACCEPTED)
  async approveWithdrawal(
    @Param('id') id: string,
    @Body() dto: ApproveWithdrawalDto,
    @CurrentUser() staff: AuthUser,
    @Req() req: Request,
  ): Promise<ApiEnvelope<DecisionAccepted>> {
    const payoutReference = dto.payout_reference.trim();
    const d = {
      kind: 'withdrawal',
      itemId: id,
      staffId: staff.id,
      action: 'approve',
      reason: dto.reason?.trim() || null,
      payoutReference,
      ip: req.ip ?? null,
    } as const;
    return ok(await this.decisions.decide(d), DECISION_ACCEPTED);
  }

  @Post('withdrawals/:id/reject')
  @HttpCode(HttpStatus.ACCEPTED)
  async rejectWithdrawal(
    @Param('id') id: string,
    @Body() dto: RejectFundsDto,
    @CurrentUser() staff: AuthUser,
    @Req() req: Request,
  ): Promise<ApiEnvelope<DecisionAccepted>> {
    const d = { kind: 'withdrawal', itemId: id, staffId: staff.id, action: 'reject', reason: dto.reason.trim(), ip: req.ip ?? null } as const;
    return ok(await this.decisions.decide(d), DECISION_ACCEPTED);
  }

  @Get('audit')
  async audit(@Query() q: AuditQueryDto): Promise<ApiEnvelope<AuditEntry[]>> {
    return ok(await this.decisions.audit(q));
  }

  /** One page (the rows were read one beyond it), each item with its four-eyes state. */
  private async page<T extends { status: string }>(kind: ItemKind, rows: T[], idOf: (r: T) => string): Promise<BackofficePage<T>> {
    const items = rows.slice(0, QUEUE_PAGE_SIZE);
    const first = await this.decisions.firstApprovals(kind, items.map(idOf));
    return {
      items: items.map((r) => {
        const by = first.get(idOf(r)) ?? null;
        return { ...r, review_state: by ? AWAITING_SECOND_APPROVAL : r.status, first_approval_by: by };
      }),
      next_cursor: rows.length > QUEUE_PAGE_SIZE ? idOf(items[items.length - 1]) : null,
    };
  }
}

import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ApiEnvelope, AuditEntry, BackofficeKycItem, BackofficeSummary, DecisionAccepted } from '../contracts/api';
import { BACKOFFICE_ROLES } from '../contracts/account';
import {
  ApproveDecisionDto,
  ApproveWithdrawalDto,
  AuditQueryDto,
  KycQueueQueryDto,
  RejectDecisionDto,
  RejectFundsDto,
} from '../contracts/requests/decision.request';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { ok } from '../common/envelope';
import { KycService } from '../kyc/kyc.service';
import { servedFile } from '../uploads/served-file';
import { DecisionsService } from './decisions.service';
import { Roles } from './roles.guard';

export const DECISION_ACCEPTED = 'Decision recorded; it is being applied';

/** The back office's API: staff and admins only (visitors 401, clients 403). */
@Controller('backoffice')
@Roles(...BACKOFFICE_ROLES)
export class BackofficeController {
  constructor(
    private readonly kyc: KycService,
    private readonly decisions: DecisionsService,
  ) {}

  @Get('summary')
  async summary(): Promise<ApiEnvelope<BackofficeSummary>> {
    return ok({ kyc: await this.kyc.pendingQueue() });
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
}

import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ApiEnvelope } from '../contracts/api';
import { type BackofficeItem, type BackofficeItemDetail, type BackofficeKycItem, type DecisionAccepted, DECISION_ACCEPTED } from '../contracts/backoffice';
import { BACKOFFICE_ROLES } from '../contracts/account';
import { ApproveDecisionDto, KycQueueQueryDto, RejectDecisionDto, RequestResubmissionDto } from '../contracts/requests/decision.request';
import { ok } from '../common/envelope';
import { ReviewSources } from '../review/review-sources';
import { servedFile } from '../uploads/served-file';
import { DecidedBy, type Decider } from './decided-by.decorator';
import { DecisionRequests } from './decision-requests.service';
import { ReviewPages } from './review-pages.service';
import { Roles } from '../auth/roles.guard';
import { Refuses } from '../openapi/refuses.decorator';

/** The identity documents' queue: the list, one record and its document, and staff decisions on it. */
@Controller('backoffice/kyc')
@Roles(...BACKOFFICE_ROLES)
export class KycQueueController {
  constructor(
    private readonly sources: ReviewSources,
    private readonly pages: ReviewPages,
    private readonly decisions: DecisionRequests,
  ) {}

  @Get()
  async list(@Query() q: KycQueueQueryDto, @DecidedBy() reader: Decider): Promise<ApiEnvelope<BackofficeItem<BackofficeKycItem>[]>> {
    return ok(await this.pages.kycList(q, reader.staffId));
  }

  @Get(':id')
  async item(@Param('id') id: string): Promise<ApiEnvelope<BackofficeItemDetail<BackofficeKycItem>>> {
    return ok(await this.pages.kycItem(id));
  }

  /** The document, with the stored-file headers (no sniffing, no scripts, never cached). */
  @Get(':id/file')
  async file(@Param('id') id: string, @Res({ passthrough: true }) res: FastifyReply): Promise<StreamableFile> {
    const file = await this.sources.kycQueue().file(id);
    const extension = file.mimeType === 'application/pdf' ? 'pdf' : file.mimeType.slice('image/'.length);
    return servedFile(res, file, `id-document-${id}.${extension}`, 'private, no-store');
  }

  @Post(':id/approve')
  @Refuses('CONFLICT')
  @HttpCode(HttpStatus.ACCEPTED)
  async approve(@Param('id') id: string, @Body() dto: ApproveDecisionDto, @DecidedBy() by: Decider): Promise<ApiEnvelope<DecisionAccepted>> {
    return ok(await this.decisions.approve('kyc', id, dto, by), DECISION_ACCEPTED);
  }

  @Post(':id/request-resubmission')
  @Refuses('CONFLICT')
  @HttpCode(HttpStatus.ACCEPTED)
  async requestResubmission(@Param('id') id: string, @Body() dto: RequestResubmissionDto, @DecidedBy() by: Decider): Promise<ApiEnvelope<DecisionAccepted>> {
    return ok(await this.decisions.requestResubmission(id, dto.reason, by), DECISION_ACCEPTED);
  }

  @Post(':id/reject')
  @Refuses('CONFLICT')
  @HttpCode(HttpStatus.ACCEPTED)
  async reject(@Param('id') id: string, @Body() dto: RejectDecisionDto, @DecidedBy() by: Decider): Promise<ApiEnvelope<DecisionAccepted>> {
    return ok(await this.decisions.rejectKyc(id, dto, by), DECISION_ACCEPTED);
  }
}

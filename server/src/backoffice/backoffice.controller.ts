import { Controller, Get, Param, Query } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import type { AuditEntry, BackofficeClientSummary, BackofficeSummary } from '../contracts/backoffice';
import { BACKOFFICE_ROLES } from '../contracts/account';
import { AuditQueryDto } from '../contracts/requests/decision.request';
import { ok } from '../common/envelope';
import { ClientSummaryService } from './client-summary.service';
import { DecisionsService } from './decisions.service';
import { ReviewPages } from './review-pages.service';
import { Roles } from '../auth/roles.guard';

/** The back office's overview: every queue's size, the client beside an item, the audit log. Staff and admins only (visitors 401, clients 403). */
@Controller('backoffice')
@Roles(...BACKOFFICE_ROLES)
export class BackofficeController {
  constructor(
    private readonly pages: ReviewPages,
    private readonly clients: ClientSummaryService,
    private readonly decisions: DecisionsService,
  ) {}

  @Get('summary')
  async summary(): Promise<ApiEnvelope<BackofficeSummary>> {
    return ok(await this.pages.summary());
  }

  @Get('clients/:id')
  async client(@Param('id') id: string): Promise<ApiEnvelope<BackofficeClientSummary>> {
    return ok(await this.clients.of(id));
  }

  @Get('audit')
  async audit(@Query() q: AuditQueryDto): Promise<ApiEnvelope<AuditEntry[]>> {
    return ok(await this.decisions.audit(q));
  }
}

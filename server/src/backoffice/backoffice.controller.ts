import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ApiEnvelope } from '../contracts/api';
import type { AuditPage, BackofficeSummary, StaffMember } from '../contracts/backoffice';
import type { BackofficeClient, ClientSearchResult } from '../contracts/backoffice-clients';
import { BACKOFFICE_ROLES } from '../contracts/account';
import { AuditQueryDto } from '../contracts/requests/decision.request';
import { ClientSearchQueryDto } from '../contracts/requests/client-search.request';
import { ok } from '../common/envelope';
import { ClientSearchService } from './client-search.service';
import { ClientSummaryService } from './client-summary.service';
import { AuditLogService } from './audit-log.service';
import { ReviewPages } from './review-pages.service';
import { RolesService } from './roles.service';
import { Roles } from '../auth/roles.guard';

/** The back office's overview: every queue's size, the clients (search, one whole), the staff, the audit log. Staff and admins only (visitors 401, clients 403). */
@Controller('backoffice')
@Roles(...BACKOFFICE_ROLES)
export class BackofficeController {
  constructor(
    private readonly pages: ReviewPages,
    private readonly clients: ClientSummaryService,
    private readonly clientSearch: ClientSearchService,
    private readonly auditLog: AuditLogService,
    private readonly roles: RolesService,
  ) {}

  @Get('summary')
  async summary(): Promise<ApiEnvelope<BackofficeSummary>> {
    return ok(await this.pages.summary());
  }

  /** The client whole: profile, status, balances, documents, money, trades, statement, sessions, notes, cases. */
  @Get('clients/:id')
  async client(@Param('id') id: string): Promise<ApiEnvelope<BackofficeClient>> {
    return ok(await this.clients.of(id));
  }

  /** Clients by e-mail, name or id, each with their items waiting in every queue. */
  @Get('search')
  async search(@Query() q: ClientSearchQueryDto): Promise<ApiEnvelope<ClientSearchResult>> {
    return ok(await this.clientSearch.search(q.q));
  }

  /** Staff and admins, by e-mail. */
  @Get('staff')
  async staff(): Promise<ApiEnvelope<StaffMember[]>> {
    return ok(await this.roles.staff());
  }

  /** A page of the log (JSON), or with `format=csv` the whole filtered log as a download. */
  @Get('audit')
  async audit(@Query() q: AuditQueryDto, @Res({ passthrough: true }) res: FastifyReply): Promise<ApiEnvelope<AuditPage> | StreamableFile> {
    if (q.format === 'json') return ok(await this.auditLog.page(q));
    const file = await this.auditLog.csv(q);
    res.header('Cache-Control', 'private, no-store');
    res.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.body, { type: 'text/csv; charset=utf-8', length: file.body.length, disposition: `attachment; filename="${file.name}"` });
  }
}

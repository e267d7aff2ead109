import { Controller, Get, Query, Res, StreamableFile, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ok } from '../common/envelope';
import type { ApiEnvelope } from '../contracts/api';
import { StatementQueryDto } from '../contracts/requests/statement.request';
import type { StatementDto } from '../contracts/statement';
import { StatementsService } from './statements.service';

/** The signed-in client's own account statement (DESIGN "Client protections"): a page as JSON, or a CSV or PDF download. */
@Controller('account')
@UseGuards(JwtAuthGuard)
export class StatementsController {
  constructor(private readonly statements: StatementsService) {}

  @Get('statement')
  async statement(
    @CurrentUser() user: AuthUser,
    @Query() q: StatementQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<ApiEnvelope<StatementDto> | StreamableFile> {
    if (q.format === 'json') return ok(await this.statements.page(user.id, q));
    const file = await this.statements.download(user.id, q, q.format);
    res.header('Cache-Control', 'private, no-store');
    res.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.body, { type: file.type, length: file.body.length, disposition: `attachment; filename="${file.name}"` });
  }
}

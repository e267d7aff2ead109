import { Body, Controller, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { ApiEnvelope } from '../contracts/api';
import { BACKOFFICE_ROLES } from '../contracts/account';
import type { AdjustmentForStaff } from '../contracts/adjustments';
import { AdjustmentRequestDto, ResetTwoFactorDto } from '../contracts/requests/adjustment.request';
import { ok } from '../common/envelope';
import { Roles } from '../auth/roles.guard';
import type { AuthUser } from '../auth/current-user.decorator';
import { AdjustmentRequestsService } from './adjustment-requests.service';
import { Refuses } from '../openapi/refuses.decorator';

/** Staff ask for a change to a client's account (201 with the Pending item; two other staff approve it in the adjustments queue). */
@Controller('backoffice/clients')
@Roles(...BACKOFFICE_ROLES)
export class AdjustmentRequestsController {
  constructor(private readonly requests: AdjustmentRequestsService) {}

  @Post(':id/adjustments')
  async adjust(
    @Param('id') id: string,
    @Body() dto: AdjustmentRequestDto,
    @Req() req: FastifyRequest & { user: AuthUser },
  ): Promise<ApiEnvelope<Omit<AdjustmentForStaff, 'client'>>> {
    return ok(await this.requests.adjustBalance(id, { ...dto, reason: dto.reason.trim() }, { staffId: req.user.id, ip: req.ip ?? null }));
  }

  @Post(':id/reset-2fa')
  @Refuses('CONFLICT')
  async resetTwoFactor(
    @Param('id') id: string,
    @Body() dto: ResetTwoFactorDto,
    @Req() req: FastifyRequest & { user: AuthUser },
  ): Promise<ApiEnvelope<Omit<AdjustmentForStaff, 'client'>>> {
    return ok(await this.requests.resetTwoFactor(id, dto.reason.trim(), { staffId: req.user.id, ip: req.ip ?? null }));
  }
}

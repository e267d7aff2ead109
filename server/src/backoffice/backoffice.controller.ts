import { Controller, Get } from '@nestjs/common';
import type { ApiEnvelope, BackofficeSummary } from '../contracts/api';
import { BACKOFFICE_ROLES } from '../contracts/account';
import { ok } from '../common/envelope';
import { KycService } from '../kyc/kyc.service';
import { Roles } from './roles.guard';

/** The back office's API: staff and admins only (visitors 401, clients 403). */
@Controller('backoffice')
@Roles(...BACKOFFICE_ROLES)
export class BackofficeController {
  constructor(private readonly kyc: KycService) {}

  @Get('summary')
  async summary(): Promise<ApiEnvelope<BackofficeSummary>> {
    return ok({ kyc: await this.kyc.pendingQueue() });
  }
}

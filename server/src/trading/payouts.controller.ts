import { Controller, Get } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import type { PublicPayoutDto } from '../contracts/trading';
import { ok } from '../common/envelope';
import { PayoutsService } from './payouts.service';

@Controller('public/payouts')
export class PayoutsController {
  constructor(private readonly payouts: PayoutsService) {}

  @Get()
  async latest(): Promise<ApiEnvelope<PublicPayoutDto[]>> {
    return ok(await this.payouts.latest());
  }
}

import { Controller, Get, UseGuards } from '@nestjs/common';
import type { ApiEnvelope } from '../contracts/api';
import type { ProfitDto } from '../contracts/funds';
import { fromCents } from '../contracts/money';
import { AuthUser, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ok } from '../common/envelope';
import { ProfitsRepository } from './profits.repository';

/** The reference's "Your Earnings From Trade": profits of won real trades, newest first. */
@Controller('profit')
@UseGuards(JwtAuthGuard)
export class ProfitController {
  constructor(private readonly profits: ProfitsRepository) {}

  @Get()
  async list(@CurrentUser() user: AuthUser): Promise<ApiEnvelope<ProfitDto[]>> {
    const rows = await this.profits.listReal(user.id);
    return ok(
      rows.map((r) => ({
        profit_id: Number(r.id),
        trade_id: Number(r.trade_id),
        amount: fromCents(r.amount),
        profit: fromCents(r.profit),
        earnings: fromCents(r.earnings),
        createdAt: r.created_at.toISOString(),
      })),
    );
  }
}

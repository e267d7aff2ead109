import { Injectable } from '@nestjs/common';
import type { BackofficeClientSummary } from '../contracts/backoffice';
import { notFound } from '../common/domain-error';
import { ReviewSources } from '../review/review-sources';
import { UsersService } from '../users/users.service';

const RECENT = 5;
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client beside an item under review: the account (users), and the latest money and trades (registered by funds and trading). */
@Injectable()
export class ClientSummaryService {
  constructor(
    private readonly users: UsersService,
    private readonly sources: ReviewSources,
  ) {}

  async of(userId: string): Promise<BackofficeClientSummary> {
    const user = USER_ID.test(userId) ? await this.users.findById(userId) : null;
    if (!user) throw notFound('Client not found');
    const dto = await this.users.toDto(user);
    const records = await this.sources.clientRecords(userId);
    return {
      id: dto.id,
      name: `${dto.firstname} ${dto.lastname}`.trim(),
      email: dto.email,
      email_verified: dto.email_verified,
      country: dto.country,
      balance: dto.balance,
      demo_balance: dto.demo_balance,
      kyc_status: dto.kyc_status,
      kyc_reason: dto.kyc_reason,
      trading_plan: dto.trading_plan,
      created_at: user.createdAt.toISOString(),
      recent_deposits: records.recent_deposits.slice(0, RECENT),
      recent_withdrawals: records.recent_withdrawals.slice(0, RECENT),
      recent_trades: records.recent_trades.slice(0, RECENT),
      protections: records.protections,
    };
  }
}

import { Injectable } from '@nestjs/common';
import type { BackofficeClientBrief, BackofficeClientSummary } from '../contracts/api';
import { notFound } from '../common/domain-error';
import { FundsReviewService } from '../funds/funds-review.service';
import { TradingService } from '../trading/trading.service';
import { UsersService } from '../users/users.service';

const RECENT = 5;
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client beside an item under review: balances, identity status, and the latest money and trades. */
@Injectable()
export class ClientSummaryService {
  constructor(
    private readonly users: UsersService,
    private readonly funds: FundsReviewService,
    private readonly trading: TradingService,
  ) {}

  /** Name, e-mail, identity status and balances of each distinct client of a queue page. */
  async briefs(userIds: string[]): Promise<Map<string, BackofficeClientBrief>> {
    const ids = [...new Set(userIds)];
    const briefs = await Promise.all(
      ids.map(async (id): Promise<BackofficeClientBrief> => {
        const user = await this.users.findById(id);
        if (!user) throw new Error(`A queue item's client ${id} does not exist`);
        const dto = await this.users.toDto(user);
        const { email, kyc_status, balance, demo_balance } = dto;
        return { id, name: `${dto.firstname} ${dto.lastname}`.trim(), email, kyc_status, balance, demo_balance };
      }),
    );
    return new Map(briefs.map((b) => [b.id, b]));
  }

  async of(userId: string): Promise<BackofficeClientSummary> {
    const user = USER_ID.test(userId) ? await this.users.findById(userId) : null;
    if (!user) throw notFound('Client not found');
    const [dto, deposits, withdrawals, trades] = await Promise.all([
      this.users.toDto(user),
      this.funds.depositsOf(userId),
      this.funds.withdrawalsOf(userId),
      this.trading.list(userId, 'real'),
    ]);
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
      recent_deposits: deposits.slice(0, RECENT),
      recent_withdrawals: withdrawals.slice(0, RECENT),
      recent_trades: trades.slice(0, RECENT),
    };
  }
}

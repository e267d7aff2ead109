import { Injectable } from '@nestjs/common';
import type { BackofficeClientBrief, BackofficeClientSummary } from '../contracts/backoffice';
import { notFound } from '../common/domain-error';
import { FundsReviewService } from '../funds/funds-review.service';
import { TradingService } from '../trading/trading.service';
import { UsersService } from '../users/users.service';
import { fromCents } from '../contracts/money';
import { KycService } from '../kyc/kyc.service';
import { LedgerService } from '../ledger/ledger.service';

const RECENT = 5;
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client beside an item under review: balances, identity status, and the latest money and trades. */
@Injectable()
export class ClientSummaryService {
  constructor(
    private readonly users: UsersService,
    private readonly funds: FundsReviewService,
    private readonly trading: TradingService,
    private readonly ledger: LedgerService,
    private readonly kyc: KycService,
  ) {}

  /** Name, e-mail, identity status and balances of each distinct client of a queue page: three queries whatever its size. */
  async briefs(userIds: string[]): Promise<Map<string, BackofficeClientBrief>> {
    const ids = [...new Set(userIds)];
    const users = await this.users.findByIds(ids);
    const balances = await this.ledger.balancesOf(ids);
    const kyc = await this.kyc.statusesOf(ids);
    return new Map(
      users.map((u) => {
        const money = balances.get(u.id) ?? { real: 0, demo: 0 };
        const brief = {
          id: u.id,
          name: `${u.firstname} ${u.lastname}`.trim(),
          email: u.email,
          kyc_status: kyc.get(u.id) ?? 'None',
          balance: fromCents(money.real),
          demo_balance: fromCents(money.demo),
        };
        return [u.id, brief];
      }),
    );
  }

  async of(userId: string): Promise<BackofficeClientSummary> {
    const user = USER_ID.test(userId) ? await this.users.findById(userId) : null;
    if (!user) throw notFound('Client not found');
    const dto = await this.users.toDto(user);
    const deposits = await this.funds.depositsOf(userId);
    const withdrawals = await this.funds.withdrawalsOf(userId);
    const trades = await this.trading.list(userId, 'real');
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

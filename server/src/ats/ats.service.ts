import { Inject, Injectable } from '@nestjs/common';
import { type AtsStatusDto, ATS_DEFAULT_STAKE, ATS_DEFAULT_SYMBOL, ATS_MESSAGES, ATS_RECENT_SHOWN, atsDuration } from '../contracts/ats';
import { fromCents, toCents } from '../contracts/money';
import { planById, type Plan } from '../contracts/plans';
import { AtsSettingsRequest } from '../contracts/requests/ats.request';
import { forbidden, unauthorized } from '../common/domain-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { TradingService } from '../trading/trading.service';
import { UsersService } from '../users/users.service';
import { AtsSettingsRepository } from './ats-settings.repository';

/** A plan holder's automated trader: its settings, today's use against the plan and its latest trades. */
@Injectable()
export class AtsService {
  constructor(
    private readonly settings: AtsSettingsRepository,
    private readonly trading: TradingService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(userId: string): Promise<AtsStatusDto> {
    const plan = await this.planOf(userId);
    const row = await this.settings.find(userId);
    const trades = await this.trading.automatedTrades(userId, ATS_RECENT_SHOWN);
    return {
      enabled: row?.enabled ?? false,
      stake: row ? fromCents(row.stake) : ATS_DEFAULT_STAKE,
      symbol: row?.symbol ?? ATS_DEFAULT_SYMBOL,
      trading_plan: plan.id,
      trades_per_day: plan.trades_per_day,
      today_count: trades.today,
      interval_seconds: this.config.atsIntervalSeconds,
      duration: atsDuration(this.config.tradeDurations),
      last_run_at: row?.last_run_at?.toISOString() ?? null,
      last_outcome: row?.last_outcome ?? null,
      recent: trades.recent,
    };
  }

  async save(userId: string, dto: AtsSettingsRequest): Promise<AtsStatusDto> {
    await this.planOf(userId);
    await this.settings.save(userId, { enabled: dto.enabled, stake: toCents(dto.stake), symbol: dto.symbol });
    return this.status(userId);
  }

  /** Plan holders only: the others are pointed to the plans. */
  private async planOf(userId: string): Promise<Plan> {
    const user = await this.users.findById(userId);
    if (!user) throw unauthorized();
    const plan = planById(user.tradingPlan);
    if (!plan) throw forbidden(ATS_MESSAGES.needsPlan);
    return plan;
  }
}

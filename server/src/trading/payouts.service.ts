import { Injectable } from '@nestjs/common';
import type { PublicPayoutDto } from '../contracts/api';
import { fromCents } from '../contracts/money';
import { RealtimeService } from '../realtime/realtime.service';
import { UsersService } from '../users/users.service';
import { TradeRow } from './trade.types';
import { TradesRepository } from './trades.repository';

export const PUBLIC_PAYOUTS_SHOWN = 20;

/** The public, anonymised feed of winning settlements (Live Payouts). */
@Injectable()
export class PayoutsService {
  constructor(
    private readonly trades: TradesRepository,
    private readonly users: UsersService,
    private readonly realtime: RealtimeService,
  ) {}

  async latest(): Promise<PublicPayoutDto[]> {
    return this.toPublic(await this.trades.latestWins(PUBLIC_PAYOUTS_SHOWN));
  }

  /** Tells every visitor about the newest wins of a settlement batch (at most the number shown). */
  async announce(settled: TradeRow[]): Promise<void> {
    const wins = settled.filter((t) => t.status === 'Won').slice(-PUBLIC_PAYOUTS_SHOWN);
    if (wins.length) this.realtime.toEveryone('payout:new', { payouts: await this.toPublic(wins) });
  }

  private async toPublic(rows: TradeRow[]): Promise<PublicPayoutDto[]> {
    const initials = await this.users.initialsOf([...new Set(rows.map((r) => r.user_id))]);
    return rows.map((r) => ({
      id: Number(r.id),
      name: initials.get(r.user_id) ?? '?.',
      symbol: r.symbol,
      amount: fromCents(r.amount),
      payout: fromCents(r.payout ?? 0),
      mode: r.mode,
      time: (r.end_time ?? r.expires_at).toISOString(),
    }));
  }
}

import { Injectable } from '@nestjs/common';
import type { PublicPayoutDto } from '../contracts/trading';
import { fromCents } from '../contracts/money';
import { RealtimeService } from '../realtime/realtime.service';
import { UsersService } from '../users/users.service';
import { TradeRow } from './trade.types';
import { TradesRepository } from './trades.repository';

export const PUBLIC_PAYOUTS_SHOWN = 20;

/** What the public feed shows of a winning trade. */
export type PayoutRow = Pick<TradeRow, 'id' | 'user_id' | 'symbol' | 'amount' | 'payout' | 'mode' | 'end_time' | 'expires_at'>;

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

  /** Tells every visitor about a settlement batch's newest wins (the caller keeps at most PUBLIC_PAYOUTS_SHOWN). */
  async announce(wins: PayoutRow[]): Promise<void> {
    if (wins.length) this.realtime.toEveryone('payout:new', { payouts: await this.toPublic(wins) });
  }

  private async toPublic(rows: PayoutRow[]): Promise<PublicPayoutDto[]> {
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

import type { TradeDto } from '../../server/src/contracts/trading';

/** The trades a user list answered: every one listed, and those in a final status. */
export interface ApiTrades {
  listed: Set<number>;
  final: Set<number>;
}

/**
 * Which accepted trades ended (settled at expiry, or closed early): `trade:settled` at the users' sockets
 * (each counted once) and the API's final word.
 */
export class Settlements {
  private readonly seen = new Set<number>();
  /** A second `trade:settled` for a trade already settled: an error of the server. */
  duplicates = 0;

  /** Answers the lag to report (ms from expiry to now), or null for a duplicate or a trade closed before its expiry (no lag to speak of). */
  onEvent(trade: Pick<TradeDto, 'trade_id' | 'expires_at' | 'status'>, nowMs: number): number | null {
    if (this.seen.has(trade.trade_id)) {
      this.duplicates++;
      return null;
    }
    this.seen.add(trade.trade_id);
    return trade.status === 'Closed' ? null : nowMs - Date.parse(trade.expires_at);
  }

  has(tradeId: number): boolean {
    return this.seen.has(tradeId);
  }

  /** Accepted trades not yet seen ending at their socket. */
  awaiting(accepted: Iterable<number>): number {
    let n = 0;
    for (const id of accepted) if (!this.seen.has(id)) n++;
    return n;
  }

  /**
   * Settled: the accepted trades the API lists in a final status (Closed included); for a trade the API does not list
   * (older than the newest 500 of its user, or the API could not be asked), its event. The rest are
   * unsettled. Also how many settled without their event reaching the socket.
   */
  verdict(accepted: readonly number[], api: ApiTrades | null): { settled: number; unsettled: number; settledWithoutEvent: number } {
    let settled = 0;
    let settledWithoutEvent = 0;
    for (const id of accepted) {
      const final = api?.listed.has(id) ? api.final.has(id) : this.seen.has(id);
      if (!final) continue;
      settled++;
      if (!this.seen.has(id)) settledWithoutEvent++;
    }
    return { settled, unsettled: accepted.length - settled, settledWithoutEvent };
  }
}

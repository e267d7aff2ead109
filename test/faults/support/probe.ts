import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { ROOT } from './app-processes';
import { must } from '../../support/must';
import { sleep } from '../../support/ports';

export interface TradeRow {
  id: number;
  user_id: string;
  status: string;
  duration: number;
  amount: number;
  payout: number | null;
  opened_at: number;
  expires_at: number;
  end_time: number | null;
}

/** Reads the spec's private database directly: the truth about trades, whatever the API says. */
export class Probe {
  constructor(readonly databaseUrl: string) {}

  async query<R>(sql: string, params: unknown[] = []): Promise<R[]> {
    const c = new Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 3000 });
    await c.connect();
    try {
      return (await c.query(sql, params)).rows as R[];
    } finally {
      await c.end();
    }
  }

  async trades(): Promise<TradeRow[]> {
    const rows = await this.query<Record<string, string | Date | null>>(
      `SELECT id, user_id, status, duration, amount, payout, opened_at, expires_at, end_time FROM trades ORDER BY id`,
    );
    const ms = (d: string | Date) => new Date(d).getTime();
    return rows.map((r) => ({
      id: Number(r.id),
      user_id: String(r.user_id),
      status: String(r.status),
      duration: Number(r.duration),
      amount: Number(r.amount),
      payout: r.payout === null ? null : Number(r.payout),
      // NOT NULL columns.
      opened_at: ms(must(r.opened_at, `trade ${String(r.id)}'s opened_at`)),
      expires_at: ms(must(r.expires_at, `trade ${String(r.id)}'s expires_at`)),
      end_time: r.end_time === null ? null : ms(r.end_time),
    }));
  }

  /** Each user's demo balance in cents, by user id. */
  async demoBalances(): Promise<Map<string, number>> {
    const rows = await this.query<{ owner_id: string; balance: string }>(`SELECT owner_id, balance FROM ledger_accounts WHERE kind = 'user' AND mode = 'demo'`);
    return new Map(rows.map((r) => [r.owner_id, Number(r.balance)]));
  }

  /**
   * Waits until every trade is settled, or until the last expiry plus the bound has passed (after
   * which a Pending trade is a failure anyway); returns the trades as they stand.
   */
  async waitSettled(boundMs: number): Promise<TradeRow[]> {
    for (;;) {
      const trades = await this.trades();
      const pending = trades.filter((t) => t.status === 'Pending');
      if (!pending.length) return trades;
      if (Date.now() > Math.max(...pending.map((t) => t.expires_at)) + boundMs + 500) return trades;
      await sleep(250);
    }
  }
}

/** How late a trade settled (end_time - expires_at); a Pending one counts as late as it is now. */
export const lateness = (t: TradeRow, now = Date.now()) => (t.end_time ?? now) - t.expires_at;

export interface SettlementFigures {
  trades: number;
  pending: number;
  /** Trades Pending (now or at some point) longer than the bound past their expiry. */
  pendingPastBound: number;
  maxLatenessMs: number;
  byStatus: Record<string, number>;
}

export function settlementFigures(trades: TradeRow[], boundMs: number, now = Date.now()): SettlementFigures {
  const byStatus: Record<string, number> = {};
  for (const t of trades) byStatus[t.status] = (byStatus[t.status] ?? 0) + 1;
  return {
    trades: trades.length,
    pending: trades.filter((t) => t.status === 'Pending').length,
    pendingPastBound: trades.filter((t) => lateness(t, now) > boundMs).length,
    maxLatenessMs: trades.reduce((m, t) => Math.max(m, lateness(t, now)), 0),
    byStatus,
  };
}

/** `npm run ledger:verify` against the private database: exit code and what it printed. */
export function verifyLedger(databaseUrl: string): { ok: boolean; output: string } {
  const r = spawnSync('node', [join(ROOT, 'dist/server/src/ledger/verify-ledger.js')], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 60000,
  });
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}`.trim() };
}

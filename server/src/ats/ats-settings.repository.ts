import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NO_PLAN } from '../contracts/plans';

/** An ats_settings row (stake in cents, bigint as a string). */
export interface AtsSettingsRow {
  user_id: string;
  enabled: boolean;
  stake: string;
  symbol: string;
  last_run_at: Date | null;
  last_outcome: string | null;
}

/** An enabled holder as a round needs it. */
export interface AtsHolder {
  user_id: string;
  stake: string;
  symbol: string;
  trading_plan: string;
}

const COLUMNS = 'user_id, enabled, stake, symbol, last_run_at, last_outcome';

/** SQL of the ats_settings table. */
@Injectable()
export class AtsSettingsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async find(userId: string): Promise<AtsSettingsRow | null> {
    const [row]: AtsSettingsRow[] = await this.ds.query(`SELECT ${COLUMNS} FROM ats_settings WHERE user_id = $1`, [userId]);
    return row ?? null;
  }

  async save(userId: string, s: { enabled: boolean; stake: number; symbol: string }): Promise<AtsSettingsRow> {
    const [row]: AtsSettingsRow[] = await this.ds.query(
      `INSERT INTO ats_settings (user_id, enabled, stake, symbol) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET enabled = excluded.enabled, stake = excluded.stake, symbol = excluded.symbol, updated_at = now()
       RETURNING ${COLUMNS}`,
      [userId, s.enabled, s.stake, s.symbol],
    );
    return row;
  }

  /** Every holder whose trader is on. Reads the plan from users: a holder who has none is left out. */
  enabledHolders(): Promise<AtsHolder[]> {
    return this.ds.query(
      `SELECT s.user_id, s.stake, s.symbol, u.trading_plan FROM ats_settings s JOIN users u ON u.id = s.user_id
        WHERE s.enabled AND u.trading_plan <> $1 ORDER BY s.user_id`,
      [NO_PLAN],
    );
  }

  /** Locks the holder's row for one placement; false when the trader was switched off meanwhile. */
  async lockEnabled(m: EntityManager, userId: string): Promise<boolean> {
    const rows: unknown[] = await m.query(`SELECT 1 FROM ats_settings WHERE user_id = $1 AND enabled FOR UPDATE`, [userId]);
    return rows.length > 0;
  }

  async recordOutcome(userId: string, outcome: string): Promise<void> {
    await this.ds.query(`UPDATE ats_settings SET last_run_at = now(), last_outcome = $2 WHERE user_id = $1`, [userId, outcome]);
  }
}

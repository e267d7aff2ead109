import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource, EntityManager } from 'typeorm';
import { NO_PLAN } from '../contracts/plans';
import { execute, firstRow, oneRow, rows } from '../database/typed-query';
import type {
  IEnabledHoldersQuery,
  IEnabledHoldersResult,
  IFindAtsSettingsQuery,
  IFindAtsSettingsResult,
  ILockEnabledQuery,
  IRecordAtsOutcomeQuery,
  ISaveAtsSettingsQuery,
} from './ats-settings.repository.sql-types';

/** An ats_settings row (stake in cents, bigint as a string). */
export type AtsSettingsRow = IFindAtsSettingsResult;

/** An enabled holder as a round needs it. */
export type AtsHolder = IEnabledHoldersResult;

const findAtsSettings = sql<IFindAtsSettingsQuery>`
  SELECT user_id, enabled, stake, symbol, last_run_at, last_outcome FROM ats_settings WHERE user_id = $userId!`;
const saveAtsSettings = sql<ISaveAtsSettingsQuery>`
  INSERT INTO ats_settings (user_id, enabled, stake, symbol) VALUES ($userId!, $enabled!, $stake!, $symbol!)
  ON CONFLICT (user_id) DO UPDATE SET enabled = excluded.enabled, stake = excluded.stake, symbol = excluded.symbol, updated_at = now()
  RETURNING user_id, enabled, stake, symbol, last_run_at, last_outcome`;
const enabledHolders = sql<IEnabledHoldersQuery>`
  SELECT s.user_id, s.stake, s.symbol, u.trading_plan FROM ats_settings s JOIN users u ON u.id = s.user_id
   WHERE s.enabled AND u.trading_plan <> $noPlan! ORDER BY s.user_id`;
const lockEnabled = sql<ILockEnabledQuery>`SELECT user_id FROM ats_settings WHERE user_id = $userId! AND enabled FOR UPDATE`;
const recordAtsOutcome = sql<IRecordAtsOutcomeQuery>`UPDATE ats_settings SET last_run_at = now(), last_outcome = $outcome! WHERE user_id = $userId!`;

/** SQL of the ats_settings table. */
@Injectable()
export class AtsSettingsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async find(userId: string): Promise<AtsSettingsRow | null> {
    return (await firstRow(findAtsSettings, { userId }, this.ds)) ?? null;
  }

  save(userId: string, s: { enabled: boolean; stake: number; symbol: string }): Promise<AtsSettingsRow> {
    return oneRow(saveAtsSettings, { userId, ...s }, this.ds);
  }

  /** Every holder whose trader is on. Reads the plan from users: a holder who has none is left out. */
  enabledHolders(): Promise<AtsHolder[]> {
    return rows(enabledHolders, { noPlan: NO_PLAN }, this.ds);
  }

  /** Locks the holder's row for one placement; false when the trader was switched off meanwhile. */
  async lockEnabled(m: EntityManager, userId: string): Promise<boolean> {
    return (await rows(lockEnabled, { userId }, m)).length > 0;
  }

  async recordOutcome(userId: string, outcome: string): Promise<void> {
    await execute(recordAtsOutcome, { userId, outcome }, this.ds);
  }
}

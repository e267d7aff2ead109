import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource } from 'typeorm';
import { LOGIN_HISTORY_DAYS, type LoginOutcome } from '../contracts/account-security';
import { execute, rows } from '../database/typed-query';
import type { ClientOrigin } from './client-device';
import type { IRecentLoginsQuery, IRecordLoginQuery } from './login-events.repository.sql-types';

/** Also forgets the user's attempts older than the history keeps: nothing is kept longer than shown. */
const recordLogin = sql<IRecordLoginQuery>`
  WITH forgotten AS (DELETE FROM login_events WHERE user_id = $userId! AND created_at < now() - make_interval(days => $keptDays!::int))
  INSERT INTO login_events (user_id, outcome, device, address) VALUES ($userId!, $outcome!, $device, $address)`;
const recentLogins = sql<IRecentLoginsQuery>`
  SELECT outcome, device, address, created_at FROM login_events
   WHERE user_id = $userId! AND created_at > now() - make_interval(days => $days!::int)
   ORDER BY created_at DESC LIMIT $limit!`;

/** The login_events table: every sign-in attempt on an account, kept LOGIN_HISTORY_DAYS for its owner to see. */
@Injectable()
export class LoginEventsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async record(userId: string, outcome: LoginOutcome, origin: ClientOrigin): Promise<void> {
    await execute(recordLogin, { userId, outcome, device: origin.device, address: origin.address, keptDays: LOGIN_HISTORY_DAYS }, this.ds);
  }

  recent(userId: string, days: number, limit: number) {
    return rows(recentLogins, { userId, days, limit }, this.ds);
  }
}

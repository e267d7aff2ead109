import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource, EntityManager } from 'typeorm';
import { ROLES, type Role } from '../contracts/account';
import { ACCOUNT_STATUSES, type AccountStatus } from '../contracts/account-status';
import { oneOf } from '../database/narrow-text';
import { firstRow, oneRow } from '../database/typed-query';
import type { IAccountStatusOfQuery, ILockAccountQuery, IReactivateAccountQuery, ISuspendAccountQuery } from './account-status.repository.sql-types';

/** An account's status row as the service reads it. */
export interface AccountStatusRow {
  status: AccountStatus;
  suspendedReason: string | null;
  suspendedAt: Date | null;
}

// FOR NO KEY UPDATE, as UsersRepository.lockById: rows referencing the user take FOR KEY SHARE, which this does not wait for.
const lockAccount = sql<ILockAccountQuery>`SELECT roles, status FROM users WHERE id = $id! FOR NO KEY UPDATE`;
const suspendAccount = sql<ISuspendAccountQuery>`
  UPDATE users SET status = 'suspended', suspended_reason = $reason!, suspended_at = now(), updated_at = now()
   WHERE id = $id! RETURNING status, suspended_reason, suspended_at`;
const reactivateAccount = sql<IReactivateAccountQuery>`
  UPDATE users SET status = 'active', suspended_reason = NULL, suspended_at = NULL, updated_at = now()
   WHERE id = $id! RETURNING status, suspended_reason, suspended_at`;
const accountStatusOf = sql<IAccountStatusOfQuery>`SELECT status, suspended_reason, suspended_at FROM users WHERE id = $id!`;

const toRow = (r: { status: string; suspended_reason: string | null; suspended_at: Date | null }): AccountStatusRow => ({
  status: oneOf(ACCOUNT_STATUSES, r.status, 'users.status'),
  suspendedReason: r.suspended_reason,
  suspendedAt: r.suspended_at,
});

/** SQL of the account status columns of the users table. */
@Injectable()
export class AccountStatusRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** The account's roles and status, locked until the caller's transaction ends; undefined when no such user. */
  async lock(m: EntityManager, id: string): Promise<{ roles: Role[]; status: AccountStatus } | undefined> {
    const row = await firstRow(lockAccount, { id }, m);
    return row && { roles: row.roles.map((r) => oneOf(ROLES, r, 'users.roles')), status: oneOf(ACCOUNT_STATUSES, row.status, 'users.status') };
  }

  async suspend(m: EntityManager, id: string, reason: string): Promise<AccountStatusRow> {
    return toRow(await oneRow(suspendAccount, { id, reason }, m));
  }

  async reactivate(m: EntityManager, id: string): Promise<AccountStatusRow> {
    return toRow(await oneRow(reactivateAccount, { id }, m));
  }

  async statusOf(id: string): Promise<AccountStatusRow | undefined> {
    const row = await firstRow(accountStatusOf, { id }, this.ds);
    return row && toRow(row);
  }
}

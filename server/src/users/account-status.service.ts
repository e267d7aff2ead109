import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { EntityManager } from 'typeorm';
import { isStaff } from '../contracts/account';
import { ACCOUNT_ACTION_MESSAGES, type AccountStatus, type AccountStatusDto } from '../contracts/account-status';
import { conflict, forbidden, notFound } from '../common/domain-error';
import { AccountStatusRepository, type AccountStatusRow } from './account-status.repository';

/** A status change as it happened: what it was, and the account after it. */
export interface StatusChange {
  from: AccountStatus;
  account: AccountStatusDto;
}

const toDto = (r: AccountStatusRow): AccountStatusDto => ({
  status: r.status,
  suspended_reason: r.suspendedReason,
  suspended_at: r.suspendedAt?.toISOString() ?? null,
});

/**
 * Whether a client's account is active or suspended: the one writer of users.status. Changes run in the
 * caller's transaction (its audit row commits with them); ending the account's sessions is the caller's,
 * after the commit (the auth module's door).
 */
@Injectable()
export class AccountStatusService {
  constructor(private readonly accounts: AccountStatusRepository) {}

  /** Suspends a client's account (staff and admin accounts cannot be): 404 unknown, 409 already suspended. */
  async suspend(m: EntityManager, userId: string, reason: string): Promise<StatusChange> {
    const account = await this.lock(m, userId);
    if (isStaff(account.roles)) throw forbidden(ACCOUNT_ACTION_MESSAGES.onlyClients);
    if (account.status === 'suspended') throw conflict(ACCOUNT_ACTION_MESSAGES.alreadySuspended);
    return { from: account.status, account: toDto(await this.accounts.suspend(m, userId, reason)) };
  }

  /** Lifts a suspension: 404 unknown, 409 not suspended. */
  async reactivate(m: EntityManager, userId: string): Promise<StatusChange> {
    const account = await this.lock(m, userId);
    if (account.status !== 'suspended') throw conflict(ACCOUNT_ACTION_MESSAGES.notSuspended);
    return { from: account.status, account: toDto(await this.accounts.reactivate(m, userId)) };
  }

  /** The account's status now (the client page shows it); null when no such user. */
  async statusOf(userId: string): Promise<AccountStatusDto | null> {
    const row = isUUID(userId) ? await this.accounts.statusOf(userId) : undefined;
    return row ? toDto(row) : null;
  }

  async isSuspended(userId: string): Promise<boolean> {
    return (await this.statusOf(userId))?.status === 'suspended';
  }

  private async lock(m: EntityManager, userId: string) {
    const account = isUUID(userId) ? await this.accounts.lock(m, userId) : undefined;
    if (!account) throw notFound(ACCOUNT_ACTION_MESSAGES.clientNotFound);
    return account;
  }
}

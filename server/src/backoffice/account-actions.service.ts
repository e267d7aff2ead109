import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ACCOUNT_ACTION_MESSAGES, type AccountStatusDto } from '../contracts/account-status';
import { DomainError, forbidden } from '../common/domain-error';
import { TokensService } from '../auth/tokens.service';
import { AccountStatusService } from '../users/account-status.service';
import { AuditLog } from '../audit/audit-log.repository';
import type { Decider } from './decided-by.decorator';

/**
 * Actions of staff on a client's account, each with its reason and audit row, written in the
 * transaction that changes the account. Suspending ends every session of the account once committed:
 * its access and refresh tokens stop at once and its sockets are disconnected (TokensService.revokeAll).
 */
@Injectable()
export class AccountActionsService {
  private readonly logger = new Logger(AccountActionsService.name);

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly accounts: AccountStatusService,
    private readonly tokens: TokensService,
    private readonly audit: AuditLog,
  ) {}

  async suspend(clientId: string, reason: string, by: Decider): Promise<AccountStatusDto> {
    refuseOwn(clientId, by);
    try {
      const account = await this.ds.transaction(async (m) => {
        const change = await this.accounts.suspend(m, clientId, reason);
        await this.audit.write(m, this.auditRow('suspend', clientId, change.from, change.account.status, reason, by));
        return change.account;
      });
      await this.tokens.revokeAll(clientId);
      this.logger.log({ clientId, staffId: by.staffId }, 'Account suspended');
      return account;
    } catch (err) {
      // Already suspended: a retry after a suspension whose sessions did not all end (a failure after its commit) ends them now.
      if (err instanceof DomainError && err.code === 'CONFLICT') await this.tokens.revokeAll(clientId);
      throw err;
    }
  }

  async reactivate(clientId: string, reason: string, by: Decider): Promise<AccountStatusDto> {
    refuseOwn(clientId, by);
    const account = await this.ds.transaction(async (m) => {
      const change = await this.accounts.reactivate(m, clientId);
      await this.audit.write(m, this.auditRow('reactivate', clientId, change.from, change.account.status, reason, by));
      return change.account;
    });
    this.logger.log({ clientId, staffId: by.staffId }, 'Account reactivated');
    return account;
  }

  private auditRow(action: 'suspend' | 'reactivate', clientId: string, from: string, to: string, reason: string, by: Decider) {
    return { actorId: by.staffId, action, itemKind: 'client' as const, itemId: clientId, clientId, from, to, reason, ip: by.ip };
  }
}

/** Nobody acts on their own account (DESIGN "Trust"). */
function refuseOwn(clientId: string, by: Decider): void {
  if (clientId.toLowerCase() === by.staffId.toLowerCase()) throw forbidden(ACCOUNT_ACTION_MESSAGES.ownAccount);
}

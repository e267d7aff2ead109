import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { CLIENT_NOT_FOUND, CLIENT_PAGE_LIST_LIMIT, type BackofficeClient } from '../contracts/backoffice-clients';
import { notFound } from '../common/domain-error';
import { ReviewSources } from '../review/review-sources';
import { AccountStatusService } from '../users/account-status.service';
import { UsersService } from '../users/users.service';
import { ClientNotesRepository } from './client-notes.repository';

/** The item view's client card shows this many of each list. */
const RECENT = 5;
/** The notes a page shows: a client's whole story of internal notes at any sensible scale. */
const NOTES_LIMIT = 200;

/**
 * The client whole, beside an item under review and on their own page: the account (users), and every
 * list registered by the feature that owns it (funds, kyc, trading, statements, auth, protections), the
 * internal notes of the audit log, and every item in every queue as a case. Reads run one after another.
 */
@Injectable()
export class ClientSummaryService {
  constructor(
    private readonly users: UsersService,
    private readonly accounts: AccountStatusService,
    private readonly sources: ReviewSources,
    private readonly notes: ClientNotesRepository,
  ) {}

  async of(userId: string): Promise<BackofficeClient> {
    const user = isUUID(userId) ? await this.users.findById(userId) : null;
    const status = user && (await this.accounts.statusOf(userId));
    if (!user || !status) throw notFound(CLIENT_NOT_FOUND);
    const dto = await this.users.toDto(user);
    const records = await this.sources.clientRecords(userId);
    const cases = await this.sources.clientCases([userId], false);
    const notes = await this.notes.of(userId, NOTES_LIMIT);
    const latest = <T>(list: T[]) => list.slice(0, CLIENT_PAGE_LIST_LIMIT);
    return {
      id: dto.id,
      name: `${dto.firstname} ${dto.lastname}`.trim(),
      email: dto.email,
      email_verified: dto.email_verified,
      country: dto.country,
      balance: dto.balance,
      demo_balance: dto.demo_balance,
      kyc_status: dto.kyc_status,
      kyc_reason: dto.kyc_reason,
      trading_plan: dto.trading_plan,
      created_at: user.createdAt.toISOString(),
      ...status,
      profile: {
        firstname: dto.firstname,
        lastname: dto.lastname,
        email: dto.email,
        email_verified: dto.email_verified,
        phone: user.phone,
        gender: user.gender,
        date_of_birth: user.dateOfBirth,
        address: user.address,
        city: user.city,
        state: user.state,
        country: user.country,
        created_at: user.createdAt.toISOString(),
      },
      recent_deposits: records.recent_deposits.slice(0, RECENT),
      recent_withdrawals: records.recent_withdrawals.slice(0, RECENT),
      recent_trades: records.recent_trades.slice(0, RECENT),
      protections: records.protections,
      documents: records.documents,
      deposits: latest(records.recent_deposits),
      withdrawals: latest(records.recent_withdrawals),
      trades: latest(records.recent_trades),
      statement: records.statement,
      sessions: records.sessions,
      login_history: records.login_history,
      notes,
      cases: cases.map(({ user_id: _owner, ...c }) => c),
    };
  }
}

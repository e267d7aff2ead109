import { Injectable, OnModuleInit } from '@nestjs/common';
import { LOGIN_HISTORY_DAYS } from '../contracts/account-security';
import { CLIENT_PAGE_LIST_LIMIT } from '../contracts/backoffice-clients';
import { ReviewSources } from '../review/review-sources';
import { toLoginEventDto, toSessionDto } from './account-security.mapper';
import { LoginEventsRepository } from './login-events.repository';
import { SessionsService } from './sessions.service';

/** The client's live sign-ins and latest sign-in attempts, as their security screen shows them, for the back office's client page. */
@Injectable()
export class AuthClientRecords implements OnModuleInit {
  constructor(
    private readonly sources: ReviewSources,
    private readonly sessions: SessionsService,
    private readonly logins: LoginEventsRepository,
  ) {}

  onModuleInit(): void {
    this.sources.addClientRecords('sessions', async (userId) => (await this.sessions.liveOf(userId)).map(toSessionDto));
    this.sources.addClientRecords('login_history', async (userId) =>
      (await this.logins.recent(userId, LOGIN_HISTORY_DAYS, CLIENT_PAGE_LIST_LIMIT)).map(toLoginEventDto),
    );
  }
}

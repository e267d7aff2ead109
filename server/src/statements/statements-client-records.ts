import { Injectable, OnModuleInit } from '@nestjs/common';
import { CLIENT_PAGE_LIST_LIMIT } from '../contracts/backoffice-clients';
import { ReviewSources } from '../review/review-sources';
import { StatementsService } from './statements.service';

/** The latest movements of the client's real account, registered for the back office's client page. */
@Injectable()
export class StatementsClientRecords implements OnModuleInit {
  constructor(
    private readonly sources: ReviewSources,
    private readonly statements: StatementsService,
  ) {}

  onModuleInit(): void {
    this.sources.addClientRecords('statement', (userId) => this.statements.latest(userId, 'real', CLIENT_PAGE_LIST_LIMIT));
  }
}

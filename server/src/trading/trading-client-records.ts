import { Injectable, OnModuleInit } from '@nestjs/common';
import { ReviewSources } from '../review/review-sources';
import { TradingService } from './trading.service';

/** The client's real trades, newest first, registered for the back office's view of a client beside an item. */
@Injectable()
export class TradingClientRecords implements OnModuleInit {
  constructor(
    private readonly sources: ReviewSources,
    private readonly trading: TradingService,
  ) {}

  onModuleInit(): void {
    this.sources.addClientRecords('recent_trades', (userId) => this.trading.list(userId, 'real'));
  }
}

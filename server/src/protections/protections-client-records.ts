import { Injectable, OnModuleInit } from '@nestjs/common';
import { ReviewSources } from '../review/review-sources';
import { ProtectionsService } from './protections.service';

/** The client's limits and exclusions, registered for the back office's view of a client (read only: staff cannot lift them). */
@Injectable()
export class ProtectionsClientRecords implements OnModuleInit {
  constructor(
    private readonly sources: ReviewSources,
    private readonly protections: ProtectionsService,
  ) {}

  onModuleInit(): void {
    this.sources.addClientRecords('protections', (userId) => this.protections.limits(userId));
  }
}

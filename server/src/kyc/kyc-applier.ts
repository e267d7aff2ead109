import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { DecisionAction } from '../contracts/account';
import { kycDecisionMail, kycResubmissionMail, type MailContent } from '../mail/mail.templates';
import { RealtimeService } from '../realtime/realtime.service';
import { DecisionAppliers } from '../review/decision-appliers';
import type { AppliedDecision, ItemApplier, LoadedItem, RecordedDecision } from '../review/item-applier';
import { KycRepository } from './kyc.repository';
import { mayUploadAgain, verificationStatus, type ReviewDecision } from './kyc.types';

/** What each staff decision makes of a Pending record. */
const OUTCOMES: Record<DecisionAction, ReviewDecision> = {
  approve: 'Approved',
  reject: 'Rejected',
  'request resubmission': 'Resubmission requested',
};

/**
 * Staff decisions on identity documents, registered with the back office's DecisionAppliers: a Pending
 * record becomes Approved, Rejected, or Resubmission requested (the client uploads a new copy); the
 * last two keep the reason, which the client is shown.
 */
@Injectable()
export class KycApplier implements ItemApplier, OnModuleInit {
  readonly kind = 'kyc';
  readonly waitingState = 'Pending';
  private readonly logger = new Logger(KycApplier.name);

  constructor(
    private readonly records: KycRepository,
    private readonly realtime: RealtimeService,
    private readonly appliers: DecisionAppliers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.appliers.register(this);
  }

  async load(m: EntityManager, id: string): Promise<LoadedItem | null> {
    const row = await this.records.lockState(m, id);
    return row && { state: row.status, userId: row.user_id };
  }

  async apply(m: EntityManager, id: string, decision: RecordedDecision): Promise<AppliedDecision | null> {
    const to = OUTCOMES[decision.action];
    const row = await this.records.review(id, to, mayUploadAgain(to) ? decision.reason : null, decision.staff_id, m);
    if (!row) return null;
    this.logger.log({ recordId: id, decision: to, staffUserId: decision.staff_id }, 'Identity verification reviewed');
    return { from: 'Pending', to, userId: row.user_id, reason: row.reason };
  }

  mail(applied: AppliedDecision, client: { firstname: string }): MailContent {
    const link = `${this.config.publicUrl}/user/verify`;
    if (applied.to === 'Resubmission requested') return kycResubmissionMail(client.firstname, applied.reason ?? 'not given', link);
    return kycDecisionMail(client.firstname, applied.to === 'Approved', applied.reason, link);
  }

  announce(applied: AppliedDecision): void {
    this.realtime.toUser(applied.userId, 'kyc:updated', { status: verificationStatus({ status: applied.to }), reason: applied.reason });
  }
}

import { Injectable, OnModuleInit } from '@nestjs/common';
import type { ClientDocument } from '../contracts/backoffice-clients';
import type { OwnedCase } from '../review/client-cases';
import { ReviewSources } from '../review/review-sources';
import { staffDocumentUrl } from './kyc-review.service';
import { KycRepository } from './kyc.repository';
import { idMethod, verificationStatus, type VerificationRow } from './kyc.types';

/** More identity documents than one client ever uploads: every one of theirs. */
const DOCUMENTS_LIMIT = 500;

const toDocument = (row: VerificationRow): ClientDocument => ({
  id: String(row.id),
  method: idMethod(row),
  status: verificationStatus(row),
  reason: row.reason,
  created_at: row.created_at.toISOString(),
  reviewed_at: row.reviewed_at?.toISOString() ?? null,
  file_url: staffDocumentUrl(row.id),
});

/** A client's identity documents for the back office's client page: the list, and each as a case. */
@Injectable()
export class KycClientRecords implements OnModuleInit {
  constructor(
    private readonly sources: ReviewSources,
    private readonly records: KycRepository,
  ) {}

  onModuleInit(): void {
    this.sources.addClientRecords('documents', async (userId) => (await this.records.ofUsers([userId], false, DOCUMENTS_LIMIT)).map(toDocument));
    this.sources.addClientCases('kyc', (userIds, waitingOnly) => this.cases(userIds, waitingOnly));
  }

  private async cases(userIds: readonly string[], waitingOnly: boolean): Promise<OwnedCase[]> {
    const rows = await this.records.ofUsers(userIds, waitingOnly, DOCUMENTS_LIMIT);
    return rows.map((r) => ({
      user_id: r.user_id,
      kind: 'kyc',
      id: String(r.id),
      state: verificationStatus(r),
      amount: null,
      created_at: r.created_at.toISOString(),
    }));
  }
}

import { Injectable, OnModuleInit } from '@nestjs/common';
import type { BackofficeKycItem, QueueSummary } from '../contracts/backoffice';
import type { VerificationStatus } from '../contracts/account';
import { notFound } from '../common/domain-error';
import type { KycQueue } from '../review/review-queues';
import { ReviewSources } from '../review/review-sources';
import { ReadUpload, UploadsService } from '../uploads/uploads.service';
import { KycRepository, type VerificationWithClient } from './kyc.repository';
import { idMethod, verificationStatus } from './kyc.types';

const ID = /^\d{1,18}$/;

/** Where staff read a record's document (with the bearer token). */
export const staffDocumentUrl = (id: string | number): string => `/api/backoffice/kyc/${id}/file`;

const toBackofficeItem = (row: VerificationWithClient): BackofficeKycItem => ({
  id: String(row.id),
  user_id: row.user_id,
  client_name: row.client_name,
  client_email: row.client_email,
  method: idMethod(row),
  status: verificationStatus(row),
  reason: row.reason,
  created_at: row.created_at.toISOString(),
  reviewed_at: row.reviewed_at?.toISOString() ?? null,
  file_url: staffDocumentUrl(row.id),
  previous_id: row.previous_id,
});

/** The identity documents' queue as staff read it, registered with the back office's ReviewSources (KycApplier decides them). */
@Injectable()
export class KycReviewService implements KycQueue, OnModuleInit {
  constructor(
    private readonly records: KycRepository,
    private readonly uploads: UploadsService,
    private readonly sources: ReviewSources,
  ) {}

  onModuleInit(): void {
    this.sources.addKycQueue(this);
  }

  summary(): Promise<QueueSummary> {
    return this.records.pendingQueue();
  }

  /** The documents, oldest first, with each client's name and e-mail. */
  async list(status: VerificationStatus | undefined): Promise<BackofficeKycItem[]> {
    return (await this.records.listWithClients(status)).map(toBackofficeItem);
  }

  async item(id: string): Promise<BackofficeKycItem> {
    const [row] = ID.test(id) ? await this.records.listWithClients(undefined, id) : [];
    if (!row) throw notFound('Verification not found');
    return toBackofficeItem(row);
  }

  /** The document of one record. */
  async file(id: string): Promise<ReadUpload> {
    const row = ID.test(id) ? await this.records.findById(id) : null;
    const file = row && (await this.uploads.read(row.file_path));
    if (!file) throw notFound('No document found');
    return { buffer: file.buffer, mimeType: row.mime_type };
  }
}

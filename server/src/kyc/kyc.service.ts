import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { BackofficeKycItem, QueueSummary } from '../contracts/backoffice';
import type { IdentityVerificationDto } from '../contracts/kyc';
import type { IdMethod, KycStatus, VerificationStatus } from '../contracts/account';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { AppliedDecision, DecisionRow, ItemApplier } from '../backoffice/decisions';
import { kycDecisionMail } from '../mail/mail.templates';
import { RealtimeService } from '../realtime/realtime.service';
import { FILE_REQUIRED, isChosenFile } from '../contracts/rules/file';
import { badRequest, conflict, notFound } from '../common/domain-error';
import { isUniqueViolation } from '../database/pg-errors';
import { ReadUpload, UploadsService } from '../uploads/uploads.service';
import type { ReceivedFile } from '../uploads/received-file';
import { KycRepository, ONE_OPEN_INDEX } from './kyc.repository';
import { ReviewDecision, VerificationRow } from './kyc.types';

export const ID_FILE_URL = '/api/profile/user-verification/file';
export const SUBMITTED_MESSAGE = 'Government ID Submitted Successfully!';

const toDto = (row: VerificationRow): IdentityVerificationDto => ({
  status: row.status,
  method: row.method,
  id_file_url: ID_FILE_URL,
  reason: row.reason,
  created_at: row.created_at.toISOString(),
});

const toBackofficeItem = (row: VerificationRow & { client_name: string; client_email: string }): BackofficeKycItem => ({
  id: String(row.id),
  user_id: row.user_id,
  client_name: row.client_name,
  client_email: row.client_email,
  method: row.method,
  status: row.status,
  reason: row.reason,
  created_at: row.created_at.toISOString(),
  reviewed_at: row.reviewed_at?.toISOString() ?? null,
  file_url: `/api/backoffice/kyc/${row.id}/file`,
});

/** Why a user may not upload another document: their latest record is still open. */
function refusal(row: VerificationRow | null): Error | null {
  if (!row || row.status === 'Rejected') return null;
  return conflict(row.status === 'Approved' ? 'Your identity is already verified' : 'Your document is already under review');
}

/** Government ID documents: one open record per user; a new one only after a rejection. */
@Injectable()
export class KycService {
  private readonly logger = new Logger(KycService.name);

  constructor(
    private readonly records: KycRepository,
    private readonly uploads: UploadsService,
    private readonly realtime: RealtimeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The back office's applier of identity-document decisions. */
  readonly applier: ItemApplier = {
    kind: 'kyc',
    waitingState: 'Pending',
    load: async (m, id) => {
      const row = await this.records.lockState(m, id);
      return row && { state: row.status, userId: row.user_id };
    },
    apply: (m, id, decision) => this.applyDecision(m, id, decision),
    mail: (applied, client) => kycDecisionMail(client.firstname, applied.to === 'Approved', applied.reason, `${this.config.publicUrl}/user/verify`),
    announce: (applied) => this.realtime.toUser(applied.userId, 'kyc:updated', { status: applied.to as VerificationStatus, reason: applied.reason }),
  };

  /** What `GET /api/users/me` says of the user's identity document. */
  async statusOf(userId: string): Promise<{ kyc_status: KycStatus; kyc_reason: string | null }> {
    const row = await this.records.latest(userId);
    return { kyc_status: row?.status ?? 'None', kyc_reason: row?.status === 'Rejected' ? row.reason : null };
  }

  /** The identity status of each of these users (None without a document), for the back office's queues. */
  async statusesOf(userIds: string[]): Promise<Map<string, KycStatus>> {
    const latest = new Map((await this.records.latestOf(userIds)).map((r) => [r.user_id, r.status]));
    return new Map(userIds.map((id) => [id, latest.get(id) ?? 'None']));
  }

  /** The back office's list of documents, with each client's name and e-mail. */
  async queue(status?: VerificationStatus): Promise<BackofficeKycItem[]> {
    return (await this.records.listWithClients(status)).map(toBackofficeItem);
  }

  async item(id: string): Promise<BackofficeKycItem> {
    const [row] = /^\d{1,18}$/.test(id) ? await this.records.listWithClients(undefined, id) : [];
    if (!row) throw notFound('Verification not found');
    return toBackofficeItem(row);
  }

  /** The document of one record, for staff. */
  async fileOf(id: string): Promise<ReadUpload> {
    const row = /^\d{1,18}$/.test(id) ? await this.records.findById(id) : null;
    const file = row && (await this.uploads.read(row.file_path));
    if (!file) throw notFound('No document found');
    return { buffer: file.buffer, mimeType: row.mime_type };
  }

  private async applyDecision(m: EntityManager, id: string, decision: DecisionRow): Promise<AppliedDecision | null> {
    const to = decision.action === 'approve' ? 'Approved' : 'Rejected';
    const row = await this.records.review(id, to, to === 'Rejected' ? decision.reason : null, decision.staff_id, m);
    if (!row) return null;
    this.logger.log({ recordId: id, decision: to, staffUserId: decision.staff_id }, 'Identity verification reviewed');
    return { from: 'Pending', to, userId: row.user_id, reason: row.reason };
  }

  async latest(userId: string): Promise<IdentityVerificationDto | null> {
    const row = await this.records.latest(userId);
    return row && toDto(row);
  }

  /** Stores the document and opens a Pending record; 409 while the latest one is Pending or Approved. */
  async submit(userId: string, method: IdMethod, file: ReceivedFile | undefined): Promise<IdentityVerificationDto> {
    if (!isChosenFile(file)) throw badRequest(FILE_REQUIRED, { id_file: FILE_REQUIRED });
    const open = refusal(await this.records.latest(userId));
    if (open) throw open;
    const stored = await this.uploads.store('document', file.buffer, 'id_file');
    try {
      const row = await this.records.insert({ userId, method, filePath: stored.path, mimeType: stored.mimeType });
      this.realtime.toStaff('backoffice:item-updated', { kind: 'kyc', id: String(row.id), state: row.status, decision_id: null });
      return toDto(row);
    } catch (err) {
      await this.uploads.remove(stored.path);
      // A concurrent upload won the race for the one open record.
      if (isUniqueViolation(err, ONE_OPEN_INDEX)) {
        throw refusal(await this.records.latest(userId)) ?? conflict('Your document is already under review');
      }
      throw err;
    }
  }

  /** The document of the user's latest record, for its owner only. */
  async file(userId: string): Promise<ReadUpload> {
    const row = await this.records.latest(userId);
    const file = row && (await this.uploads.read(row.file_path));
    if (!file) throw notFound('No document found');
    return { buffer: file.buffer, mimeType: row.mime_type };
  }

  /**
   * Approves or rejects a Pending record, in the caller's transaction when given one (the back office's
   * routes go through decisions and the applier above).
   * A rejection needs a reason, which the user is shown.
   */
  async review(recordId: string, decision: ReviewDecision, reason: string | null, staffUserId: string, m?: EntityManager): Promise<IdentityVerificationDto> {
    const why = reason?.trim() || null;
    if (decision === 'Rejected' && !why) throw badRequest('Reason is required', { reason: 'is required' });
    const row = await this.records.review(recordId, decision, decision === 'Rejected' ? why : null, staffUserId, m);
    if (!row) {
      if (!(await this.records.findById(recordId))) throw notFound('Verification not found');
      throw conflict('This verification has already been reviewed');
    }
    this.logger.log({ recordId, decision, staffUserId }, 'Identity verification reviewed');
    return toDto(row);
  }

  /** The review queue's size and age, for the back office. */
  pendingQueue(): Promise<QueueSummary> {
    return this.records.pendingQueue();
  }
}

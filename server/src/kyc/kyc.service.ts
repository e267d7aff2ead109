import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { IdentityVerificationDto } from '../contracts/kyc';
import type { IdMethod, KycStatus } from '../contracts/account';
import { RealtimeService } from '../realtime/realtime.service';
import { FILE_REQUIRED, isChosenFile } from '../contracts/rules/file';
import { badRequest, conflict, notFound } from '../common/domain-error';
import { isUniqueViolation } from '../database/pg-errors';
import { ReadUpload, UploadsService } from '../uploads/uploads.service';
import type { ReceivedFile } from '../uploads/received-file';
import { KycRepository, ONE_OPEN_INDEX } from './kyc.repository';
import { idMethod, mayUploadAgain, ReviewDecision, verificationStatus, VerificationRow } from './kyc.types';

export const ID_FILE_URL = '/api/profile/user-verification/file';
export const SUBMITTED_MESSAGE = 'Government ID Submitted Successfully!';

const toDto = (row: VerificationRow): IdentityVerificationDto => ({
  status: verificationStatus(row),
  method: idMethod(row),
  id_file_url: ID_FILE_URL,
  reason: row.reason,
  created_at: row.created_at.toISOString(),
});

/** Why a user may not upload another document: their latest record is still open (not rejected, nor asked to be sent again). */
function refusal(row: VerificationRow | null): Error | null {
  if (!row || mayUploadAgain(row.status)) return null;
  return conflict(row.status === 'Approved' ? 'Your identity is already verified' : 'Your document is already under review');
}

/** Government ID documents: one open record per user; a new one only after a rejection or a resubmission request. */
@Injectable()
export class KycService {
  private readonly logger = new Logger(KycService.name);

  constructor(
    private readonly records: KycRepository,
    private readonly uploads: UploadsService,
    private readonly realtime: RealtimeService,
  ) {}

  /** What `GET /api/users/me` says of the user's identity document: the reason of a rejection, or what to fix for a resubmission. */
  async statusOf(userId: string): Promise<{ kyc_status: KycStatus; kyc_reason: string | null }> {
    const row = await this.records.latest(userId);
    return { kyc_status: row ? verificationStatus(row) : 'None', kyc_reason: row && mayUploadAgain(row.status) ? row.reason : null };
  }

  /** The identity status of each of these users (None without a document), for the back office's client briefs. */
  async statusesOf(userIds: string[]): Promise<Map<string, KycStatus>> {
    const latest = new Map((await this.records.latestOf(userIds)).map((r) => [r.user_id, verificationStatus(r)]));
    return new Map(userIds.map((id) => [id, latest.get(id) ?? 'None']));
  }

  async latest(userId: string): Promise<IdentityVerificationDto | null> {
    const row = await this.records.latest(userId);
    return row && toDto(row);
  }

  /**
   * Stores the document and opens a Pending record; 409 while the latest one is Pending or Approved. An
   * upload that answers a resubmission request names that record (`previous_id`): the case reopens.
   */
  async submit(userId: string, method: IdMethod, file: ReceivedFile | undefined): Promise<IdentityVerificationDto> {
    if (!isChosenFile(file)) throw badRequest(FILE_REQUIRED, { id_file: FILE_REQUIRED });
    const latest = await this.records.latest(userId);
    const open = refusal(latest);
    if (open) throw open;
    const previousId = latest?.status === 'Resubmission requested' ? String(latest.id) : null;
    const stored = await this.uploads.store('document', file.buffer, 'id_file');
    try {
      const row = await this.records.insert({ userId, method, filePath: stored.path, mimeType: stored.mimeType, previousId });
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
   * Decides a Pending record, in the caller's transaction when given one (the back office's routes go
   * through its decisions and KycApplier). A rejection or a resubmission request needs a reason, which
   * the user is shown.
   */
  async review(recordId: string, decision: ReviewDecision, reason: string | null, staffUserId: string, m?: EntityManager): Promise<IdentityVerificationDto> {
    const why = reason?.trim() || null;
    const told = mayUploadAgain(decision);
    if (told && !why) throw badRequest('Reason is required', { reason: 'is required' });
    const row = await this.records.review(recordId, decision, told ? why : null, staffUserId, m);
    if (!row) {
      if (!(await this.records.findById(recordId))) throw notFound('Verification not found');
      throw conflict('This verification has already been reviewed');
    }
    this.logger.log({ recordId, decision, staffUserId }, 'Identity verification reviewed');
    return toDto(row);
  }
}

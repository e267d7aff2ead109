import { ID_METHODS, VERIFICATION_STATUSES, type IdMethod, type VerificationStatus } from '../contracts/account';
import { oneOf } from '../database/narrow-text';
import type { IFindVerificationResult } from './kyc.repository.sql-types';

/** An identity_verifications row as PostgreSQL describes it (bigint as a string, status and method as text). */
export type VerificationRow = IFindVerificationResult;

export interface NewVerification {
  userId: string;
  method: IdMethod;
  filePath: string;
  mimeType: string;
  /** The record whose resubmission request this upload answers (the case it reopens); null otherwise. */
  previousId: string | null;
}

export type ReviewDecision = Exclude<VerificationStatus, 'Pending'>;

/** The statuses that end a record and let its owner upload another; both carry a reason the client is shown. */
const CLIENT_MAY_UPLOAD_AGAIN: readonly VerificationStatus[] = ['Rejected', 'Resubmission requested'];
export const mayUploadAgain = (status: string): boolean => (CLIENT_MAY_UPLOAD_AGAIN as readonly string[]).includes(status);

/** The row's status and method, held to their lists by the table's CHECK constraints. */
export const verificationStatus = (row: { status: string }): VerificationStatus => oneOf(VERIFICATION_STATUSES, row.status, 'identity_verifications.status');
export const idMethod = (row: { method: string }): IdMethod => oneOf(ID_METHODS, row.method, 'identity_verifications.method');

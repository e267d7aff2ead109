import type { IdMethod, VerificationStatus } from '../contracts/account';

/** An identity_verifications row as PostgreSQL returns it (bigint arrives as a string). */
export interface VerificationRow {
  id: string;
  user_id: string;
  method: IdMethod;
  file_path: string;
  mime_type: string;
  status: VerificationStatus;
  reason: string | null;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
}

export interface NewVerification {
  userId: string;
  method: IdMethod;
  filePath: string;
  mimeType: string;
}

export type ReviewDecision = Exclude<VerificationStatus, 'Pending'>;

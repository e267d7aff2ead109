/** Identity verification as its owner sees it. */
import type { IdMethod, KycRejectReason, VerificationStatus } from './account';

/** The latest identity verification of the signed-in user (GET /api/profile/user-verification). */
export interface IdentityVerificationDto {
  status: VerificationStatus;
  method: IdMethod;
  /** Served to its owner only, with the bearer token: never a public address. */
  id_file_url: string;
  /** Why it was rejected, or what to fix when staff asked for a new upload (`Resubmission requested`); null otherwise. */
  reason: string | null;
  created_at: string;
}

/**
 * The reason an identity document's rejection gives the client, composed from the staff's pick and
 * text: `Other` is the text alone, another reason is followed by the text when there is one. The API
 * stores it; the back office's confirm step shows it before sending.
 */
export function composeKycReason(reason: KycRejectReason | '' | undefined, text: string | undefined): string {
  const note = text?.trim() ?? '';
  if (!reason) return '';
  if (reason === 'Other') return note;
  return note ? `${reason}: ${note}` : reason;
}

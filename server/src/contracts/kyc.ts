/** Identity verification as its owner sees it. */
import type { IdMethod, VerificationStatus } from './account';

/** The latest identity verification of the signed-in user (GET /api/profile/user-verification). */
export interface IdentityVerificationDto {
  status: VerificationStatus;
  method: IdMethod;
  /** Served to its owner only, with the bearer token: never a public address. */
  id_file_url: string;
  /** Why it was rejected; null otherwise. */
  reason: string | null;
  created_at: string;
}

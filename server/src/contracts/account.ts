/** Allowed values of account fields: genders, government ID methods, verification statuses. */
import type { MfaChallengeDto } from './account-security';
import type { ApiEnvelope } from './api';
import type { PlanRequestState } from './plans';

/**
 * The genders a client may choose, the same at profile completion and on the edit-profile screen (the
 * reference's completion list; every value stored so far is one of them).
 */
export const GENDERS = ['male', 'female', 'others'] as const;
export type Gender = (typeof GENDERS)[number];

/** Government ID document types. */
export const ID_METHODS = ['drivers_license', 'international_passport', 'national_id', 'others'] as const;
export type IdMethod = (typeof ID_METHODS)[number];

/**
 * An identity document's review: `Resubmission requested` is staff asking the client for a new upload (a
 * clearer copy) instead of rejecting; like a rejection it ends the record and lets the client upload again.
 */
export const VERIFICATION_STATUSES = ['Pending', 'Approved', 'Rejected', 'Resubmission requested'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Who a user is to the platform: clients trade; staff review deposits, withdrawals and documents; admins also manage roles. */
export const ROLES = ['client', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** The roles that open the back office. */
export const BACKOFFICE_ROLES: readonly Role[] = ['staff', 'admin'];

/** Staff and admins work in the back office (and land there after signing in). */
export const isStaff = (roles: readonly Role[] | undefined): boolean => Boolean(roles?.some((r) => BACKOFFICE_ROLES.includes(r)));

/** What `GET /api/users/me` says of the user's identity document: None before any upload. */
export const KYC_STATUSES = ['None', ...VERIFICATION_STATUSES] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** Why staff reject an identity document; `Other` needs a text of its own. */
export const KYC_REJECT_REASONS = ['Unreadable', 'Expired', 'Name mismatch', 'Not a government ID', 'Other'] as const;
export type KycRejectReason = (typeof KYC_REJECT_REASONS)[number];

/** The kinds of item a back-office decision is about. */
export const ITEM_KINDS = ['kyc', 'deposit', 'withdrawal', 'plan', 'adjustment'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** `request resubmission`: an identity document the client must upload again (a clearer copy), instead of a rejection. */
export const DECISION_ACTIONS = ['approve', 'reject', 'request resubmission'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

/** What profile completion asks for (`PATCH /api/users`); a profile missing any of them is incomplete. */
export const PROFILE_COMPLETION_FIELDS = ['gender', 'date_of_birth', 'address', 'city', 'state', 'country'] as const;
export type ProfileCompletionField = (typeof PROFILE_COMPLETION_FIELDS)[number];

/** The completion fields a user (as `GET /api/users/me` answers it) has not filled yet. */
export const missingProfileFields = (user: Partial<Record<ProfileCompletionField, string | null>>): ProfileCompletionField[] =>
  PROFILE_COMPLETION_FIELDS.filter((field) => !user[field]);

export interface UserDto {
  id: string;
  email: string;
  email_verified: boolean;
  firstname: string;
  lastname: string;
  gender: string | null;
  /** YYYY-MM-DD; null until the profile is completed. */
  date_of_birth: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  avatar: string | null;
  referral_code: string;
  balance: number;
  demo_balance: number;
  /** See VersionedBalances. */
  balance_version: number;
  demo_balance_version: number;
  trading_plan: string;
  /** The latest upgrade request (Pending, Approved, or Rejected with its reason); null before any. */
  plan_request: PlanRequestState | null;
  roles: Role[];
  /** The latest identity document's status (None before any upload), and the reason of a rejection or of a resubmission request (what to fix). */
  kyc_status: KycStatus;
  kyc_reason: string | null;
  /** Two-factor sign-in is on: sign-in, withdrawals and turning it off ask for a code. */
  two_factor_enabled: boolean;
}

/** The access token (bearer). The refresh token never appears in a body: it lives in an httpOnly cookie on /api/auth. */
export interface Tokens {
  access: { token: string; expires: string };
}

export interface LoginResponse extends ApiEnvelope<UserDto> {
  tokens: Tokens;
}

/** The first step's answer for a user with two-factor sign-in on: no token, no session (see MfaChallengeDto). */
export type LoginChallengeResponse = ApiEnvelope<MfaChallengeDto>;

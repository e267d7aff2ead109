/** Limits of what clients may send: stakes, uploads, field lengths, age. */

export const TRADE_LIMITS = {
  /** Minimum stake in USD (or virtual dollars in demo). */
  minAmount: 1,
  /** Maximum stake of one trade, a risk limit of the house. */
  maxAmount: 100_000,
  /** The reference's amount input step. */
  amountStep: 120,
} as const;

/** Upload limits in bytes, and the types accepted (decided by the file's content, never its name). */
export const UPLOAD_LIMITS = {
  document: 5_242_880,
  receipt: 5_242_880,
  avatar: 2_097_152,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_MIN_LENGTH = 10;
/** First and last names, at sign-up and on the profile alike ("Li Wu" is a name). */
export const PROFILE_NAME_MIN_LENGTH = 2;
/** The youngest age at which a client may hold an account. */
export const MIN_CLIENT_AGE = 18;

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

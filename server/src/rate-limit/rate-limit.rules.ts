/**
 * How often each sensitive action may be tried, per client address, per e-mail, per (address, e-mail)
 * or per user. Login and change-password count failures only, and never per e-mail alone: a stranger's
 * wrong passwords must not lock the account's owner out.
 */
export type RateLimitIdentity = 'ip' | 'email' | 'ipEmail' | 'user';

export interface RateLimitRule {
  by: RateLimitIdentity;
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITS = {
  'login-failure': [
    { by: 'ip', limit: 30, windowSeconds: 15 * 60 },
    { by: 'ipEmail', limit: 10, windowSeconds: 15 * 60 },
  ],
  'change-password-failure': [{ by: 'user', limit: 10, windowSeconds: 15 * 60 }],
  /** Wrong two-factor codes of one account, wherever typed (sign-in, enabling, disabling, a withdrawal): the 6th try waits. */
  'second-factor-failure': [{ by: 'user', limit: 5, windowSeconds: 15 * 60 }],
  register: [
    { by: 'ip', limit: 20, windowSeconds: 3600 },
    { by: 'email', limit: 5, windowSeconds: 3600 },
  ],
  'reset-password': [
    { by: 'ip', limit: 20, windowSeconds: 3600 },
    { by: 'email', limit: 5, windowSeconds: 3600 },
  ],
  'verify-email-resend': [{ by: 'user', limit: 5, windowSeconds: 3600 }],
  contact: [{ by: 'ip', limit: 5, windowSeconds: 3600 }],
} satisfies Record<string, RateLimitRule[]>;

export type RateLimitName = keyof typeof RATE_LIMITS;

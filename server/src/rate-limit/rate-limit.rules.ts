/** How often each sensitive action may be tried, per client IP and per e-mail (or user). */
export interface RateLimitRule {
  by: 'ip' | 'email' | 'user';
  limit: number;
  windowSeconds: number;
}

export const RATE_LIMITS = {
  login: [
    { by: 'ip', limit: 30, windowSeconds: 15 * 60 },
    { by: 'email', limit: 10, windowSeconds: 15 * 60 },
  ],
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

import { LOGIN_OUTCOMES, type LoginEventDto, type SessionDto } from '../contracts/account-security';
import { oneOf } from '../database/narrow-text';

/** What a row names when the client's browser sent no User-Agent. */
export const UNKNOWN_DEVICE = 'Unknown device';

/** A live sign-in as its owner's security screen and the back office show it (`current` is the screen's own). */
export const toSessionDto = (s: {
  id: string;
  device: string | null;
  address: string | null;
  created_at: Date;
  last_seen_at: Date;
}): Omit<SessionDto, 'current'> => ({
  id: s.id,
  device: s.device ?? UNKNOWN_DEVICE,
  address: s.address,
  started_at: s.created_at.toISOString(),
  last_seen_at: s.last_seen_at.toISOString(),
});

export const toLoginEventDto = (r: { outcome: string; device: string | null; address: string | null; created_at: Date }): LoginEventDto => ({
  outcome: oneOf(LOGIN_OUTCOMES, r.outcome, 'login_events.outcome'),
  device: r.device ?? UNKNOWN_DEVICE,
  address: r.address,
  at: r.created_at.toISOString(),
});

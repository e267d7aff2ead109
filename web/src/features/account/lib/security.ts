import { LOGIN_HISTORY_DAYS, type LoginEventDto, type LoginOutcome, type SessionDto } from '@contracts/account-security';
import { dateTimeParts } from '../../../shared/format/date-time';

/** The security screen's words: where the client is signed in, and how they signed in lately. */

export const SESSIONS_TITLE = "Where you're signed in";
export const LOGIN_HISTORY_TITLE = `Sign-in history (last ${LOGIN_HISTORY_DAYS} days)`;
export const EMPTY_LOGINS_TEXT = `No sign-ins in the last ${LOGIN_HISTORY_DAYS} days.`;
export const NO_OTHER_SESSIONS_TEXT = 'You are signed in on this device only.';
export const THIS_DEVICE = 'This device';
export const UNKNOWN_ADDRESS = 'Address unknown';

/** Each outcome in words: what happened, not the server's code. */
export const LOGIN_OUTCOME_LABELS: Record<LoginOutcome, string> = {
  success: 'Signed in',
  failure: 'Wrong password',
  // Not a sign-in yet: the next entry says whether the code followed.
  password_ok: 'Password right, code asked for',
  second_factor: 'Signed in with a code',
  second_factor_failure: 'Wrong code',
};

/** An outcome in words; one the app does not know yet (a newer server) still reads as an attempt. */
export const loginOutcomeLabel = (outcome: LoginOutcome): string => LOGIN_OUTCOME_LABELS[outcome] ?? 'Sign-in attempt';

/** A refused attempt: a wrong password or a wrong code (marked on the screen). */
export const isFailedLogin = (outcome: LoginOutcome): boolean => outcome === 'failure' || outcome === 'second_factor_failure';

/** An API timestamp in local time, "22 Nov 2025 14:03:12"; "-" when absent or unreadable. */
export const formatWhen = (iso: string | null | undefined): string => dateTimeParts(iso)?.join(' ') ?? '-';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * How long ago, for the last week ("just now", "5 minutes ago", "3 hours ago", "2 days ago"); older,
 * the date and time. A time a little ahead of this clock (another machine's) is "just now".
 */
export function timeAgo(iso: string, nowMs: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '-';
  const minutes = Math.floor((nowMs - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${plural(days, 'day')} ago`;
  return formatWhen(iso);
}

/** What one session's row says. */
export interface SessionRowText {
  device: string;
  address: string;
  signedIn: string;
  lastSeen: string;
  /** "This device" for the session of this browser; null for the others. */
  badge: string | null;
  /** Only another session has an End button (this one signs out with Logout). */
  endable: boolean;
  /** The End button's accessible name: which session it ends. */
  endLabel: string;
}

export function sessionRowText(session: SessionDto, nowMs: number): SessionRowText {
  return {
    device: session.device,
    address: session.address ?? UNKNOWN_ADDRESS,
    signedIn: `Signed in ${formatWhen(session.started_at)}`,
    lastSeen: session.current ? 'Active now' : `Last seen ${timeAgo(session.last_seen_at, nowMs)}`,
    badge: session.current ? THIS_DEVICE : null,
    endable: !session.current,
    endLabel: `End the session on ${session.device}${session.address ? ` (${session.address})` : ''}`,
  };
}

/** This browser's session first, then the others as the server ordered them (most recently seen first). */
export const currentFirst = (sessions: readonly SessionDto[]): SessionDto[] => [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];

/** How many sessions "End all other sessions" would end. */
export const otherSessionCount = (sessions: readonly SessionDto[] | undefined): number => sessions?.filter((s) => !s.current).length ?? 0;

/** The confirmation's text before ending every other session. */
export function endOthersConfirmText(others: number): string {
  const [what, them] = others === 1 ? ['the 1 other session', 'it'] : [`the ${others} other sessions`, 'them'];
  return `This signs you out of ${what}: anyone using ${them} must sign in again. This device stays signed in.`;
}

/** What one row of the login history says. */
export interface LoginRowText {
  outcome: string;
  failed: boolean;
  /** The password step of a sign-in with two-factor sign-in on: neither a sign-in nor a refusal. */
  partial: boolean;
  device: string;
  address: string;
  when: string;
}

export function loginRowText(event: LoginEventDto): LoginRowText {
  return {
    outcome: loginOutcomeLabel(event.outcome),
    failed: isFailedLogin(event.outcome),
    partial: event.outcome === 'password_ok',
    device: event.device,
    address: event.address ?? UNKNOWN_ADDRESS,
    when: formatWhen(event.at),
  };
}

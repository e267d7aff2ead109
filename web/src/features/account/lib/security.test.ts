import { LOGIN_OUTCOMES, type LoginOutcome, type SessionDto } from '@contracts/account-security';
import { describe, expect, it } from 'vitest';
import {
  currentFirst,
  EMPTY_LOGINS_TEXT,
  endOthersConfirmText,
  formatWhen,
  isFailedLogin,
  LOGIN_HISTORY_TITLE,
  loginOutcomeLabel,
  loginRowText,
  otherSessionCount,
  sessionRowText,
  timeAgo,
} from './security';

// Local timestamps (no zone): the screen shows local time, whatever zone the test runs in.
const NOW = Date.parse('2025-11-22T14:00:00');

const session = (over: Partial<SessionDto> = {}): SessionDto => ({
  id: 's-1',
  device: 'Chrome 131 on Linux',
  address: '203.0.113.7',
  started_at: '2025-11-20T09:15:30',
  last_seen_at: '2025-11-22T13:55:00',
  current: false,
  ...over,
});

describe('login outcomes in words', () => {
  it.each([
    ['success', 'Signed in', false],
    ['failure', 'Wrong password', true],
    ['password_ok', 'Password right, code asked for', false],
    ['second_factor', 'Signed in with a code', false],
    ['second_factor_failure', 'Wrong code', true],
  ] as const)('%s reads "%s", failed: %s', (outcome, label, failed) => {
    expect(loginOutcomeLabel(outcome)).toBe(label);
    expect(isFailedLogin(outcome)).toBe(failed);
  });

  it('has words for every outcome the contract names, each different', () => {
    const labels = LOGIN_OUTCOMES.map(loginOutcomeLabel);
    expect(new Set(labels).size).toBe(LOGIN_OUTCOMES.length);
    expect(labels.every((l) => l.length > 0)).toBe(true);
  });

  it('reads an outcome it does not know as an attempt, not as a success', () => {
    const unknown = 'passkey' as LoginOutcome;
    expect(loginOutcomeLabel(unknown)).toBe('Sign-in attempt');
  });

  it('names the window of the history', () => {
    expect(LOGIN_HISTORY_TITLE).toBe('Sign-in history (last 90 days)');
    expect(EMPTY_LOGINS_TEXT).toBe('No sign-ins in the last 90 days.');
  });
});

describe('timeAgo', () => {
  it.each([
    ['2025-11-22T13:59:31', 'just now'],
    ['2025-11-22T14:00:20', 'just now'],
    ['2025-11-22T13:59:00', '1 minute ago'],
    ['2025-11-22T13:15:00', '45 minutes ago'],
    ['2025-11-22T13:00:00', '1 hour ago'],
    ['2025-11-21T14:00:01', '23 hours ago'],
    ['2025-11-21T14:00:00', '1 day ago'],
    ['2025-11-16T12:00:00', '6 days ago'],
  ])('%s is "%s"', (at, text) => {
    expect(timeAgo(at, NOW)).toBe(text);
  });

  it('gives the date and time from a week back', () => {
    expect(timeAgo('2025-11-15T14:00:00', NOW)).toBe('15 Nov 2025 14:00:00');
  });

  it('writes a dash for an unreadable time', () => {
    expect(timeAgo('not a date', NOW)).toBe('-');
    expect(formatWhen(null)).toBe('-');
  });
});

describe('a session row', () => {
  it('says where, when it signed in and when it was last seen; another session can be ended', () => {
    expect(sessionRowText(session(), NOW)).toEqual({
      device: 'Chrome 131 on Linux',
      address: '203.0.113.7',
      signedIn: 'Signed in 20 Nov 2025 09:15:30',
      lastSeen: 'Last seen 5 minutes ago',
      badge: null,
      endable: true,
      endLabel: 'End the session on Chrome 131 on Linux (203.0.113.7)',
    });
  });

  it('marks this browser\'s session "This device", active now, without an End button', () => {
    const row = sessionRowText(session({ current: true, last_seen_at: '2025-11-20T09:15:30' }), NOW);
    expect(row.badge).toBe('This device');
    expect(row.lastSeen).toBe('Active now');
    expect(row.endable).toBe(false);
  });

  it('says so when the address is not known, and names the device alone on the button', () => {
    const row = sessionRowText(session({ address: null, device: 'Unknown device' }), NOW);
    expect(row.address).toBe('Address unknown');
    expect(row.endLabel).toBe('End the session on Unknown device');
  });

  it('gives the date of a session last seen more than a week ago', () => {
    expect(sessionRowText(session({ last_seen_at: '2025-11-01T08:00:00' }), NOW).lastSeen).toBe('Last seen 01 Nov 2025 08:00:00');
  });
});

describe('the session list', () => {
  const list = [session({ id: 'a' }), session({ id: 'b', current: true }), session({ id: 'c' })];

  it('puts this device first and keeps the others in the server order', () => {
    expect(currentFirst(list).map((s) => s.id)).toEqual(['b', 'a', 'c']);
    expect(list.map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });

  it('counts the other sessions (none before the list loads)', () => {
    expect(otherSessionCount(list)).toBe(2);
    expect(otherSessionCount([session({ current: true })])).toBe(0);
    expect(otherSessionCount(undefined)).toBe(0);
  });

  it('says how many sessions ending the others signs out', () => {
    expect(endOthersConfirmText(1)).toBe('This signs you out of the 1 other session: anyone using it must sign in again. This device stays signed in.');
    expect(endOthersConfirmText(3)).toBe('This signs you out of the 3 other sessions: anyone using them must sign in again. This device stays signed in.');
  });
});

describe('a login history row', () => {
  it('writes the outcome in words, the device, the address and the time', () => {
    expect(loginRowText({ outcome: 'failure', device: 'Safari 17 on iOS', address: null, at: '2025-11-22T13:00:05' })).toEqual({
      outcome: 'Wrong password',
      failed: true,
      partial: false,
      device: 'Safari 17 on iOS',
      address: 'Address unknown',
      when: '22 Nov 2025 13:00:05',
    });
    expect(loginRowText({ outcome: 'success', device: 'Firefox 133 on Windows', address: '198.51.100.4', at: '2025-11-22T13:00:05' }).failed).toBe(false);
    expect(loginRowText({ outcome: 'password_ok', device: 'Firefox 133 on Windows', address: null, at: '2025-11-22T13:00:05' })).toMatchObject({
      outcome: 'Password right, code asked for',
      failed: false,
      partial: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { dateTimeParts } from './date-time';
import { countdownSeconds, formatCountdown, formatDuration } from './duration';
import { formatAmount, formatUsd } from './money';
import { formatPrice } from './price';

describe('money', () => {
  it('writes dollars with grouping and two decimals', () => {
    expect(formatAmount(10000)).toBe('10,000.00');
    expect(formatAmount(0.005)).toBe('0.01');
    expect(formatUsd(17.5)).toBe('$17.50');
    expect(formatUsd(-3)).toBe('$-3.00');
  });

  it('writes a dash for a missing or non-finite amount, without a dollar sign', () => {
    for (const value of [null, undefined, Number.NaN, Infinity]) {
      expect(formatAmount(value)).toBe('-');
      expect(formatUsd(value)).toBe('-');
    }
  });
});

describe('formatPrice', () => {
  it('quotes with the decimals asked, two by default', () => {
    expect(formatPrice(91000)).toBe('91,000.00');
    expect(formatPrice(0.0052, 8)).toBe('0.00520000');
    expect(formatPrice(1.158456, 4)).toBe('1.1585');
  });

  it('writes a dash when there is no quote', () => {
    expect(formatPrice(null)).toBe('-');
    expect(formatPrice(undefined, 4)).toBe('-');
    expect(formatPrice(Number.NaN)).toBe('-');
  });
});

describe('formatDuration', () => {
  it.each([
    [2, '2s'],
    [59, '59s'],
    [60, '1 min'],
    [180, '3 min'],
    [90, '1 min 30s'],
    [3600, '1 h'],
    [7200, '2 h'],
    [86400, '1 day'],
    [172800, '2 days'],
  ])('%i seconds reads %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds under an hour, hours beyond', () => {
    expect(formatCountdown(75)).toBe('01:15');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(3600)).toBe('1:00:00');
  });

  it('rounds a fraction up and never goes below zero', () => {
    expect(formatCountdown(0.2)).toBe('00:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});

describe('countdownSeconds', () => {
  const opened = Date.parse('2026-01-01T12:00:00.300Z');
  // The server rounds the expiry up to a whole second: 12:00:05.300 becomes 12:00:06.
  const expires = Date.parse('2026-01-01T12:00:06.000Z');

  it('starts a 5 s trade at 5, not at the 6 the rounded-up expiry would give', () => {
    expect(countdownSeconds(expires, opened, 5)).toBe(5);
    expect(formatCountdown(countdownSeconds(expires, opened, 5))).toBe('00:05');
    expect(countdownSeconds(expires, opened)).toBe(6);
  });

  it('counts down by whole seconds and stops at zero', () => {
    expect(countdownSeconds(expires, opened + 1_500, 5)).toBe(5);
    expect(countdownSeconds(expires, opened + 2_000, 5)).toBe(4);
    expect(countdownSeconds(expires, expires - 10, 5)).toBe(1);
    expect(countdownSeconds(expires, expires, 5)).toBe(0);
    expect(countdownSeconds(expires, expires + 5_000, 5)).toBe(0);
  });

  it('starts a one-day trade at 24:00:00', () => {
    const day = 86_400;
    expect(formatCountdown(countdownSeconds(opened + day * 1000 + 700, opened, day))).toBe('24:00:00');
  });
});

describe('dateTimeParts', () => {
  it('splits a timestamp into a date and a 24-hour time', () => {
    const parts = dateTimeParts('2025-11-22T14:03:12');
    expect(parts).toEqual(['22 Nov 2025', '14:03:12']);
  });

  it('answers null for a missing or unreadable timestamp', () => {
    expect(dateTimeParts(null)).toBeNull();
    expect(dateTimeParts('')).toBeNull();
    expect(dateTimeParts('not a date')).toBeNull();
  });
});

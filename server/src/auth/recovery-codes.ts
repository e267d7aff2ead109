import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../contracts/account-security';

/** No 0/o, 1/l/i: a code copied by hand reads one way. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/** "k7m2p-xq9rt": 50 random bits, shown once, stored only as its hash. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: HALF * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, HALF).join('')}-${chars.slice(HALF).join('')}`;
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** The code as typed, without case, spaces or dashes. */
const normalized = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * The stored form. A plain SHA-256 rather than a slow password hash: each code is 50 random bits, not a
 * guessable word, and a sign-in compares it with ten of them.
 */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(normalized(code)).digest('hex');

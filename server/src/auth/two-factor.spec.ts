import { TOTP, Secret } from 'otpauth';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { isTotpCode, newTotpSecret, otpauthUrl, stepOfCode } from './totp';
import { TotpSecretBox } from './totp-secret-box';

const STEP_MS = 30_000;
const codeAt = (secret: string, step: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * STEP_MS });

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const now = 1_800_000_000_000;
  const step = Math.floor(now / STEP_MS);

  it('answers the time step of a code of now, the step before or the step after; null otherwise', () => {
    expect(stepOfCode(secret, codeAt(secret, step), now)).toBe(step);
    expect(stepOfCode(secret, codeAt(secret, step - 1), now)).toBe(step - 1);
    expect(stepOfCode(secret, codeAt(secret, step + 1), now)).toBe(step + 1);
    expect(stepOfCode(secret, codeAt(secret, step - 2), now)).toBeNull();
    expect(stepOfCode(secret, codeAt(secret, step + 2), now)).toBeNull();
    expect(stepOfCode(newTotpSecret(), codeAt(secret, step), now)).toBeNull();
    expect(stepOfCode(secret, 'abcdef', now)).toBeNull();
  });

  it('knows a TOTP code by its six digits, and names issuer and account in the otpauth URL', () => {
    expect([isTotpCode('123456'), isTotpCode('12345'), isTotpCode('abcde-fghij')]).toEqual([true, false, false]);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl(secret, 'ann@example.com')).toBe(
      `otpauth://totp/TradeWise:ann%40example.com?issuer=TradeWise&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of two groups of five, compared without case, spaces or dashes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(hashRecoveryCode(' AB2CD-EF3GH ')).toBe(hashRecoveryCode('ab2cdef3gh'));
    expect(hashRecoveryCode(codes[0])).not.toContain(codes[0]);
  });
});

describe('TotpSecretBox', () => {
  it('seals a secret so that only a box of the same JWT secret opens it', () => {
    const box = new TotpSecretBox({ jwtSecret: 'a-long-enough-test-secret' });
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(new TotpSecretBox({ jwtSecret: 'another-long-test-secret' }).open(sealed)).toBeNull();
    expect(box.open('JBSWY3DPEHPK3PXP')).toBeNull();
  });
});

import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { LoginDto, RegisterDto } from './auth.request';
import { MIXED_ALPHABETS } from './one-alphabet-email.decorator';

/** The e-mail's messages and value as the API's pipe, and the web's form through the same class, see them. */
function checkEmail<T extends object>(request: new () => T, email: string) {
  const password = 'long-enough';
  const instance = plainToInstance(request, { firstname: 'Ada', lastname: 'Lovelace', email, password, confirmPassword: password });
  const errors = validateSync(instance).find((e) => e.property === 'email');
  return { email: (instance as { email: string }).email, messages: Object.values(errors?.constraints ?? {}) };
}

describe('the registration e-mail', () => {
  it('refuses an address mixing alphabets, with its own message', () => {
    expect(checkEmail(RegisterDto, 'аlice@example.com').messages).toEqual([MIXED_ALPHABETS]);
    expect(checkEmail(RegisterDto, 'alice@exаmple.com').messages).toEqual([MIXED_ALPHABETS]);
  });

  it('normalises a fullwidth or upper-case address to its plain form before any check', () => {
    expect(checkEmail(RegisterDto, 'ＡＬＩＣＥ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toEqual({ email: 'alice@example.com', messages: [] });
    expect(checkEmail(LoginDto, ' Alice@Example.COM ')).toEqual({ email: 'alice@example.com', messages: [] });
  });

  it('accepts a local part in one other alphabet, and leaves an invalid address to "is invalid"', () => {
    expect(checkEmail(RegisterDto, 'иван@example.com').messages).toEqual([]);
    expect(checkEmail(RegisterDto, 'not-an-address').messages).toEqual(['is invalid']);
  });
});

import { HttpStatus } from '@nestjs/common';
import { exponentNumberField, findHostileInput, hostileInputError, MAX_BODY_DEPTH, TOO_DEEP } from './hostile-input';

const nested = (depth: number): unknown => {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
};

describe('findHostileInput', () => {
  it('accepts ordinary bodies: unicode, emoji, right-to-left text, decimals, nesting up to the limit', () => {
    expect(findHostileInput({ name: 'Zoë 🚀 مرحبا \u202e', amount: 10.5, tags: [1, 'x', null, true], deep: nested(MAX_BODY_DEPTH - 1) })).toBeNull();
    expect(findHostileInput(nested(MAX_BODY_DEPTH))).toBeNull();
  });

  it('refuses nesting deeper than the limit without recursing (thousands of levels)', () => {
    expect(findHostileInput(nested(MAX_BODY_DEPTH + 1))).toEqual({ field: null, message: TOO_DEEP });
    expect(findHostileInput(nested(100_000))).toEqual({ field: null, message: TOO_DEEP });
  });

  it('names the field carrying NUL or a lone surrogate, in values and in keys', () => {
    expect(findHostileInput({ email: 'a\0@x.com' })?.field).toBe('email');
    expect(findHostileInput({ email: 'a\ud800@x.com' })?.field).toBe('email');
    expect(findHostileInput({ address: { city: 'x\udfff' } })?.field).toBe('address.city');
    expect(findHostileInput({ list: ['ok', 'b\0'] })?.field).toBe('list.1');
    expect(findHostileInput({ 'na\0me': 'x' })).toEqual({ field: 'body', message: 'contains a field name with characters that are not allowed' });
    expect(findHostileInput('\0', 'name')?.field).toBe('name');
    expect(findHostileInput({ pair: '\ud83d\ude80' })).toBeNull();
  });

  it('refuses numbers that only an exponent can write', () => {
    expect(findHostileInput({ amount: 1e-7 })).toEqual({ field: 'amount', message: 'must be written without an exponent' });
    expect(findHostileInput({ duration: 1e21 })?.field).toBe('duration');
    expect(findHostileInput({ amount: 100000.5 })).toBeNull();
  });
});

describe('hostileInputError', () => {
  it('is a 400 naming the field in the message and in errors', () => {
    const err = hostileInputError({ field: 'email', message: 'contains characters that are not allowed' });
    expect([err.status, err.message, err.errors]).toEqual([
      HttpStatus.BAD_REQUEST,
      'Email contains characters that are not allowed',
      { email: 'contains characters that are not allowed' },
    ]);
    expect(hostileInputError({ field: null, message: TOO_DEEP })).toMatchObject({ message: 'Request body is nested too deeply', errors: undefined });
  });
});

describe('exponentNumberField', () => {
  it('names the field of a number written with an exponent, however deep', () => {
    expect(exponentNumberField('{"amount":1e2}')).toBe('amount');
    expect(exponentNumberField('{"a":1,"b":{"c":[1, 2.5E-3]}}')).toBe('b.c.1');
    expect(exponentNumberField('[0, 1.0e0]')).toBe('1');
    expect(exponentNumberField('5e1')).toBe('body');
  });

  it('reads past text that only looks like one, and numbers without an exponent', () => {
    expect(exponentNumberField('{"note":"1e2 \\" 3e4","ok":true,"n":false,"x":null,"amount":10.5,"k1e2":-3}')).toBeNull();
    expect(exponentNumberField('{"a\\"b":1,"c":2}')).toBeNull();
  });
});

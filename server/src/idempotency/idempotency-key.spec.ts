import { IDEMPOTENCY_KEY_MAX_LENGTH, idempotencyKeyError, idempotencyKeyProblem } from './idempotency-key';

describe('idempotencyKeyProblem', () => {
  it('accepts no key, UUIDs and other keys of safe characters up to the limit', () => {
    for (const key of [undefined, '', '3f0c1d2e-8a9b-4c5d-9e8f-0a1b2c3d4e5f', 'order:42.retry_1', 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH)]) {
      expect(idempotencyKeyProblem(key)).toBeNull();
    }
  });

  it('refuses a key over the limit, with unsafe characters, or sent twice', () => {
    expect(idempotencyKeyProblem('k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1))).toBe('must be at most 200 characters');
    for (const key of ['a b', 'a/b', "a'b", 'é', 'a\0b']) expect(idempotencyKeyProblem(key)).toBe('may contain only letters, digits and . _ : -');
    expect(idempotencyKeyProblem(['a', 'b'])).toBe('must be sent once');
  });

  it('answers 400 naming the header', () => {
    const err = idempotencyKeyError('must be at most 200 characters');
    expect([err.status, err.message, err.errors]).toEqual([
      400,
      'Idempotency-Key must be at most 200 characters',
      { 'Idempotency-Key': 'must be at most 200 characters' },
    ]);
  });
});

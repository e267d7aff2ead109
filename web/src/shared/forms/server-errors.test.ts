import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-error';
import { serverFieldErrors } from './server-errors';

describe('serverFieldErrors', () => {
  const fields = ['email', 'password'];

  it("answers the API's field errors of the form's fields, in the API's order", () => {
    const error = new ApiRequestError('Email is invalid', 400, { email: 'is invalid', password: 'is required' });
    expect(serverFieldErrors(error, fields)).toEqual([
      ['email', 'is invalid'],
      ['password', 'is required'],
    ]);
  });

  it('leaves out fields the form does not have', () => {
    const error = new ApiRequestError('Session is invalid', 400, { session: 'is invalid', email: 'is taken' });
    expect(serverFieldErrors(error, fields)).toEqual([['email', 'is taken']]);
  });

  it('answers nothing for an error without field errors or that is not from the API', () => {
    expect(serverFieldErrors(new ApiRequestError('Too many requests', 429), fields)).toEqual([]);
    expect(serverFieldErrors(new Error('offline'), fields)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { constraintMessage, fieldErrorText } from './field-error-text';

describe('fieldErrorText', () => {
  it('puts the capitalised field name before a message', () => {
    expect(fieldErrorText('email', 'is invalid')).toBe('Email is invalid');
    expect(fieldErrorText('gender', 'is required')).toBe('Gender is required');
    expect(fieldErrorText('firstname', 'must be at least 3 characters long')).toBe('Firstname must be at least 3 characters long');
  });

  it('reads a snake_case or camelCase field name as words', () => {
    expect(fieldErrorText('date_of_birth', 'is invalid')).toBe('Date of birth is invalid');
    expect(fieldErrorText('confirmPassword', 'is required')).toBe('Confirm password is required');
  });

  it('shows a whole sentence as it is', () => {
    expect(fieldErrorText('id_file', 'Please select file!')).toBe('Please select file!');
    expect(fieldErrorText('confirmPassword', 'Password and Confirm Password does not match')).toBe('Password and Confirm Password does not match');
    expect(fieldErrorText('id_file', 'Max file size is 5mb')).toBe('Max file size is 5mb');
  });
});

describe('constraintMessage', () => {
  it('lets an empty value speak first, as the API does', () => {
    expect(constraintMessage({ isEmail: 'is invalid', isNotEmpty: 'must not be empty' })).toBe('must not be empty');
    expect(constraintMessage({ isIn: 'is invalid', isNotEmpty: 'is required' })).toBe('is required');
  });

  it('otherwise keeps the first message', () => {
    expect(constraintMessage({ maxLength: 'must be at most 100 characters long', minLength: 'is short' })).toBe('must be at most 100 characters long');
  });

  it('falls back to the message of an error without constraints (set from the server)', () => {
    expect(constraintMessage(undefined, 'is already registered')).toBe('is already registered');
    expect(constraintMessage({}, undefined)).toBeUndefined();
  });
});

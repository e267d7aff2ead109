import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { GENDERS } from '@contracts/account';
import { RegisterDto } from '@contracts/requests/auth.request';
import { CompleteProfileDto } from '@contracts/requests/profile-completion.request';
import { UpdateProfileDto } from '@contracts/requests/profile.request';
import { latestBirthDate } from '@contracts/rules/birth-date';
import type { FieldError, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { constraintMessage, fieldErrorText } from '../../../shared/forms/field-error-text';

/** The error line of each field when a form checks `values` with the API's request class. */
async function errorsOf<T extends object>(request: new () => T, values: Record<string, unknown>): Promise<Record<string, string>> {
  const options = { criteriaMode: 'all', fields: {}, shouldUseNativeValidation: false } as ResolverOptions<T>;
  const result = await classValidatorResolver(request)(values as T, undefined, options);
  return Object.fromEntries(
    Object.entries(result.errors as Record<string, FieldError>).map(([field, e]) => [field, fieldErrorText(field, constraintMessage(e.types, e.message)!)]),
  );
}

const signUp = { email: 'li@example.com', password: 'long-enough', confirmPassword: 'long-enough' };
const completion = { date_of_birth: '1990-07-15', address: '1 Main Street', city: 'Lisbon', state: 'Lisboa', country: 'Portugal', session: 's' };
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('one set of profile rules in the forms', () => {
  it('takes a two-letter name at sign-up and on Edit Profile, and refuses one letter on both with one message', async () => {
    expect(await errorsOf(RegisterDto, { ...signUp, firstname: 'Li', lastname: 'Wu' })).toEqual({});
    expect(await errorsOf(UpdateProfileDto, { firstname: 'Li', lastname: 'Wu' })).toEqual({});
    expect(await errorsOf(RegisterDto, { ...signUp, firstname: 'L', lastname: 'Wu' })).toEqual({ firstname: 'Firstname must be at least 2 characters long' });
    expect(await errorsOf(UpdateProfileDto, { firstname: 'L' })).toEqual({ firstname: 'Firstname must be at least 2 characters long' });
  });

  it('offers the same genders at completion and on Edit Profile', async () => {
    for (const gender of GENDERS) {
      expect(await errorsOf(CompleteProfileDto, { ...completion, gender })).toEqual({});
      expect(await errorsOf(UpdateProfileDto, { gender })).toEqual({});
    }
  });

  it('checks the date of birth on Edit Profile with the 18-year rule', async () => {
    expect(await errorsOf(UpdateProfileDto, { date_of_birth: dayAfter(latestBirthDate()) })).toEqual({
      date_of_birth: 'Date of birth must be at least 18 years ago',
    });
    expect(await errorsOf(UpdateProfileDto, { date_of_birth: latestBirthDate() })).toEqual({});
    expect(await errorsOf(UpdateProfileDto, { date_of_birth: '' })).toEqual({ date_of_birth: 'Date of birth is required' });
  });
});

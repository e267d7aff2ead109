import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { RegisterDto } from '@contracts/requests/auth.request';
import { SubmitTradeDto } from '@contracts/requests/trade.request';
import { UserIdentificationForm } from '@contracts/requests/verification.form';
import type { FieldError, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { constraintMessage, fieldErrorText } from './field-error-text';

/** What a form shows for each field when the API's request class checks `values` in the browser. */
async function check<T extends object>(request: new () => T, values: Record<string, unknown>) {
  const options = { criteriaMode: 'all', fields: {}, shouldUseNativeValidation: false } as ResolverOptions<T>;
  const result = await classValidatorResolver(request)(values as T, undefined, options);
  const errors = Object.entries(result.errors as Record<string, FieldError>).map(([field, e]) => [
    field,
    fieldErrorText(field, constraintMessage(e.types, e.message)!),
  ]);
  return { values: result.values as T, errors: Object.fromEntries(errors) };
}

describe('the request classes in the browser', () => {
  it('word the sign-up errors as the API does', async () => {
    const { errors } = await check(RegisterDto, { firstname: ' ', lastname: 'Lovelace', email: '', password: 'short', confirmPassword: 'other' });
    expect(errors).toEqual({
      firstname: 'Firstname is required',
      email: 'Email must not be empty',
      password: 'Password must be at least 8 characters long',
      confirmPassword: 'Password and Confirm Password does not match',
    });
  });

  it('pass on the normalised request', async () => {
    const { values, errors } = await check(RegisterDto, {
      firstname: ' Ada ',
      lastname: 'Lovelace',
      email: ' Ada@Example.COM',
      password: 'long-enough',
      confirmPassword: 'long-enough',
    });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ firstname: 'Ada', email: 'ada@example.com' });
    expect(JSON.parse(JSON.stringify(values))).not.toHaveProperty('phone');
  });

  it('keep the chosen ID file itself, and ask for one when none is chosen', async () => {
    const file = new File(['id'], 'id.png', { type: 'image/png' });
    const chosen = await check(UserIdentificationForm, { method: 'national_id', id_file: file, session: 's' });
    expect(chosen.errors).toEqual({});
    expect(chosen.values.id_file).toBe(file);
    const none = await check(UserIdentificationForm, { method: '', id_file: null, session: 's' });
    expect(none.errors).toEqual({ method: 'Method is required', id_file: 'Please select file!' });
  });

  it('check the stake with the shared trade amount rule', async () => {
    const trade = { duration: 60, mode: 'demo', strike_rate: 1, trading_type: 'Cryptocurrency', symbol: 'BTCUSD', trade_mode: 'Buy' };
    expect((await check(SubmitTradeDto, { ...trade, amount: NaN })).errors).toEqual({ amount: 'Amount must be a number with at most 2 decimals' });
    expect((await check(SubmitTradeDto, { ...trade, amount: 0.5 })).errors).toEqual({ amount: 'Amount must be at least 1' });
    expect((await check(SubmitTradeDto, { ...trade, amount: 10 })).errors).toEqual({});
  });
});

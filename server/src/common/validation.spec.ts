import { ValidationError } from 'class-validator';
import { RegisterDto } from '../contracts/requests/auth.request';
import { SubmitTradeDto } from '../contracts/requests/trade.request';
import { DomainError } from './domain-error';
import { createValidationPipe, fieldErrors } from './validation';

const error = (property: string, constraints: Record<string, string>, children: ValidationError[] = []): ValidationError =>
  Object.assign(new ValidationError(), { property, constraints, children });

describe('fieldErrors', () => {
  it('keeps the first message of each field', () => {
    expect(fieldErrors([error('email', { isEmail: 'is invalid', maxLength: 'is too long' }), error('phone', { minLength: 'is short' })])).toEqual({
      email: 'is invalid',
      phone: 'is short',
    });
  });

  it('prefers "must not be empty" over the format rule an empty value also breaks', () => {
    expect(fieldErrors([error('email', { isEmail: 'is invalid', isNotEmpty: 'must not be empty' })])).toEqual({ email: 'must not be empty' });
    expect(fieldErrors([error('amount', { isNumber: 'must be a number', isDefined: 'is required' })])).toEqual({ amount: 'is required' });
  });

  it('names an unknown field as such', () => {
    expect(fieldErrors([error('extra', { whitelistValidation: 'property extra should not exist' })])).toEqual({ extra: 'is not an accepted field' });
  });

  it('names nested fields by their path', () => {
    expect(fieldErrors([error('address', {}, [error('city', { isString: 'must be text' })])])).toEqual({ 'address.city': 'must be text' });
  });
});

describe('the validation pipe', () => {
  const pipe = createValidationPipe();
  const validate = async (metatype: new () => object, value: unknown): Promise<DomainError> => {
    try {
      await pipe.transform(value, { type: 'body', metatype });
    } catch (err) {
      expect(err).toBeInstanceOf(DomainError);
      return err as DomainError;
    }
    throw new Error('no validation error');
  };
  const registration = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', password: 'long-enough', confirmPassword: 'long-enough' };

  it('answers 400 with the first field in the message and every field in errors', async () => {
    const err = await validate(RegisterDto, { ...registration, email: 'nope', phone: '123' });
    expect(err.status).toBe(400);
    expect(err.message).toBe('Email is invalid');
    expect(err.errors).toEqual({ email: 'is invalid', phone: 'must be at least 10 characters long' });
  });

  it('refuses a field the DTO does not know', async () => {
    const err = await validate(RegisterDto, { ...registration, role: 'admin' });
    expect(err.errors).toEqual({ role: 'is not an accepted field' });
  });

  it('refuses a confirmation that does not match', async () => {
    const err = await validate(RegisterDto, { ...registration, confirmPassword: 'something-else' });
    expect(err.errors).toEqual({ confirmPassword: 'Password and Confirm Password does not match' });
    expect(err.message).toBe('Password and Confirm Password does not match');
  });

  it('does not coerce a string amount into a number', async () => {
    const trade = { amount: '10', duration: 60, mode: 'demo', strike_rate: 1, trading_type: 'Cryptocurrency', symbol: 'BTCUSD', trade_mode: 'Buy' };
    const err = await validate(SubmitTradeDto, trade);
    expect(Object.keys(err.errors!)).toEqual(['amount']);
  });

  it('refuses hostile text before validating: a multipart field, a query, a path parameter, each by name', async () => {
    const body = await validate(RegisterDto, { ...registration, firstname: 'Ada\0' });
    expect([body.status, body.message, body.errors]).toEqual([
      400,
      'Firstname contains characters that are not allowed',
      { firstname: 'contains characters that are not allowed' },
    ]);
    await expect(pipe.transform({ email: 'a\ud800@b.c' }, { type: 'query', metatype: Object })).rejects.toMatchObject({
      errors: { email: 'contains characters that are not allowed' },
    });
    await expect(pipe.transform('x\0', { type: 'param', data: 'name', metatype: String })).rejects.toMatchObject({
      errors: { name: 'contains characters that are not allowed' },
    });
  });

  it('passes a valid body through, normalising the e-mail', async () => {
    const dto = (await pipe.transform({ ...registration, email: '  Ada@Example.COM ' }, { type: 'body', metatype: RegisterDto })) as RegisterDto;
    expect(dto).toBeInstanceOf(RegisterDto);
    expect(dto.email).toBe('ada@example.com');
  });
});

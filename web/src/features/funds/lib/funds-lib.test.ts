import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { FUNDS_MESSAGES, SANDBOX_CARDS, TXID_MESSAGES } from '@contracts/funds';
import type { FieldError, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { constraintMessage } from '../../../shared/forms/field-error-text';
import { amountInBtc, formatCoins } from './amount-in-btc';
import { CARD_MONTHS, cardYears } from './card-options';
import { CardDepositForm, CryptoDepositForm } from './funds-forms';
import { canCancelWithdrawal, fundsStatusLabel, fundsStatusTone } from './funds-status';

async function errorsOf<T extends object>(request: new () => T, values: Record<string, unknown>) {
  const options = { criteriaMode: 'all', fields: {}, shouldUseNativeValidation: false } as ResolverOptions<T>;
  const result = await classValidatorResolver(request)(values as T, undefined, options);
  return Object.fromEntries(Object.entries(result.errors as Record<string, FieldError>).map(([f, e]) => [f, constraintMessage(e.types, e.message)]));
}

describe('card expiry options', () => {
  it('names the twelve months, valued 1 to 12', () => {
    expect(CARD_MONTHS).toHaveLength(12);
    expect(CARD_MONTHS[0]).toEqual({ value: 1, label: 'January' });
    expect(CARD_MONTHS[11]).toEqual({ value: 12, label: 'December' });
  });

  it('offers this year and the next 14, by the UTC year the server checks', () => {
    const years = cardYears(new Date('2026-12-31T23:30:00Z'));
    expect(years).toHaveLength(15);
    expect(years[0]).toBe(2026);
    expect(years[14]).toBe(2040);
  });
});

describe('funds statuses', () => {
  it('colours waiting, credited and refused items apart', () => {
    expect(['Pending', 'Processing', 'Approved', 'Rejected', 'Failed', 'Cancelled'].map(fundsStatusTone)).toEqual([
      'pending',
      'pending',
      'won',
      'lost',
      'lost',
      'draw',
    ]);
    expect(fundsStatusLabel('Processing')).toBe('Crediting');
    expect(fundsStatusLabel('Rejected')).toBe('Rejected');
  });

  it('lets only a pending withdrawal be cancelled', () => {
    expect(['Pending', 'Approved', 'Rejected', 'Cancelled'].filter(canCancelWithdrawal)).toEqual(['Pending']);
  });
});

describe('amount in BTC', () => {
  it('takes the quoted coins of a Bitcoin deposit, and converts the others at the live price', () => {
    expect(amountInBtc({ amount: 100, coin_amount: 0.00111, currency: 'btc' }, 50_000)).toBe(0.00111);
    expect(amountInBtc({ amount: 100, coin_amount: 0.03, currency: 'eth' }, 50_000)).toBe(0.002);
    expect(amountInBtc({ amount: 100, coin_amount: null, currency: 'usd' }, undefined)).toBeNull();
    expect(formatCoins(0.002)).toBe('0.00200000');
    expect(formatCoins(null)).toBe('-');
  });
});

describe('the deposit forms', () => {
  const card = {
    usd_amount: '25',
    card_number: SANDBOX_CARDS.approves,
    cvv: '123',
    holder_name: 'Ada',
    month: '12',
    year: String(new Date().getUTCFullYear() + 1),
    zip_code: '10001',
  };

  it('accepts a valid card as typed', async () => {
    expect(await errorsOf(CardDepositForm, card)).toEqual({});
  });

  it('refuses a number failing Luhn, an expired year and a small amount', async () => {
    const errors = await errorsOf(CardDepositForm, { ...card, card_number: '4242424242424241', year: '2001', usd_amount: '5' });
    expect(errors.card_number).toBe(FUNDS_MESSAGES.invalidCard);
    expect(errors.year).toBe('must not be in the past');
    expect(errors.usd_amount).toBe('must be at least 10');
  });

  it('needs the receipt of a crypto deposit', async () => {
    const errors = await errorsOf(CryptoDepositForm, { usd_amount: '10', currency: 'btc', receipt: null });
    expect(errors).toEqual({ receipt: 'Please select file!' });
  });

  it('checks an optional transaction id with the API’s message for the coin', async () => {
    const receipt = new File(['r'], 'r.png', { type: 'image/png' });
    const eth = { usd_amount: '10', currency: 'eth', receipt };
    expect(await errorsOf(CryptoDepositForm, { ...eth, txid: '' })).toEqual({});
    expect(await errorsOf(CryptoDepositForm, { ...eth, txid: ` 0x${'AB'.repeat(32)} ` })).toEqual({});
    expect(await errorsOf(CryptoDepositForm, { ...eth, txid: 'ab'.repeat(32) })).toEqual({ txid: TXID_MESSAGES.eth });
    expect(await errorsOf(CryptoDepositForm, { ...eth, currency: 'btc', txid: 'ab'.repeat(31) })).toEqual({ txid: TXID_MESSAGES.btc });
  });
});

import { FUNDS_LIMITS } from '../funds';

/** The digits of a card number as typed: spaces and dashes between groups are allowed. */
export function cardDigits(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** The Luhn (mod 10) check digit test. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** 12 to 19 digits passing Luhn. */
export function isCardNumber(value: unknown): boolean {
  const digits = cardDigits(value);
  return !!digits && digits.length >= FUNDS_LIMITS.cardNumberMinDigits && digits.length <= FUNDS_LIMITS.cardNumberMaxDigits && passesLuhn(digits);
}

/** The brand by its issuer prefix, as far as we show it. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

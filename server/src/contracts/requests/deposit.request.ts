import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min, registerDecorator } from 'class-validator';
import { DEPOSIT_CURRENCIES, FUNDS_LIMITS, TXID_MESSAGES, type CryptoCurrency } from '../funds';
import { isTxid, normalTxid } from '../rules/txid';
import { trim, wholeNumberText } from './transforms';
import { dollarText, IsUsdAmount } from './deposit-amount.decorator';

const CURRENCY_MESSAGE = `must be one of ${DEPOSIT_CURRENCIES.join(', ')}`;
const lowerText = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** `GET /api/deposit/wallet-address?currency=`. */
export class WalletAddressQueryDto {
  @Transform(lowerText)
  @IsIn(DEPOSIT_CURRENCIES, { message: CURRENCY_MESSAGE })
  currency: CryptoCurrency;
}

/** `GET /api/deposit/convert?currency=&usd_amount=`. */
export class ConvertQueryDto extends WalletAddressQueryDto {
  @Transform(dollarText)
  @IsUsdAmount(FUNDS_LIMITS.cryptoDepositMin)
  usd_amount: number;
}

/** A transaction id of the chain named by the object's `currency` field. */
function IsTxidOfCurrency() {
  const currencyOf = (object: object | undefined) => (object as { currency?: unknown } | undefined)?.currency as CryptoCurrency;
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isTxidOfCurrency',
      target: object.constructor,
      propertyName,
      validator: {
        // An unknown currency is its own field's error.
        validate: (value: unknown, args) => !DEPOSIT_CURRENCIES.includes(currencyOf(args?.object)) || isTxid(currencyOf(args?.object), value),
        defaultMessage: (args) => TXID_MESSAGES[currencyOf(args?.object)],
      },
    });
}

/** `POST /api/deposit` (multipart, with the `receipt` file); `txid`, optional, names the chain transaction for the reviewer. */
export class CryptoDepositDto extends ConvertQueryDto {
  @Transform(({ value }: { value: unknown }) => normalTxid(value))
  @IsOptional()
  @IsTxidOfCurrency()
  txid?: string;
}

/** `POST /api/deposit/card`: the card number is checked (Luhn) by the service, sent to the gateway, never kept. */
export class CardDepositDto {
  @Transform(dollarText)
  @IsUsdAmount(FUNDS_LIMITS.cardDepositMin)
  usd_amount: number;

  @IsString({ message: 'is required' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(32, { message: 'Invalid Card Number!' })
  card_number: string;

  @Matches(/^\d{3,4}$/, { message: 'must be 3 or 4 digits' })
  @IsString({ message: 'must be 3 or 4 digits' })
  cvv: string;

  @Transform(trim)
  @IsString({ message: 'is required' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(100, { message: 'must be at most 100 characters' })
  holder_name: string;

  @Transform(wholeNumberText)
  @IsInt({ message: 'must be a month from 1 to 12' })
  @Min(1, { message: 'must be a month from 1 to 12' })
  @Max(12, { message: 'must be a month from 1 to 12' })
  month: number;

  /** This year to 14 years ahead (checked against the clock by the rule below). */
  @Transform(wholeNumberText)
  @IsInt({ message: 'must be a year' })
  @Min(2000, { message: 'must not be in the past' })
  @Max(9999, { message: 'must be a year' })
  year: number;

  @Transform(trim)
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, { message: 'must be 2 to 10 letters or digits' })
  @IsString({ message: 'is required' })
  zip_code: string;
}

/** Why a card's expiry year is refused at `now`, or null: this year up to `cardYearsAhead` years ahead. */
export function cardYearProblem(year: number, now = new Date()): string | null {
  const current = now.getUTCFullYear();
  if (year < current) return 'must not be in the past';
  if (year > current + FUNDS_LIMITS.cardYearsAhead) return `must be at most ${current + FUNDS_LIMITS.cardYearsAhead}`;
  return null;
}

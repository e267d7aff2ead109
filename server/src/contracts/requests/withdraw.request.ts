import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, Matches, MaxLength, registerDecorator } from 'class-validator';
import { BANK_ACCOUNT_TYPES, DEPOSIT_CURRENCIES, FUNDS_LIMITS, type BankAccountType, type CryptoCurrency } from '../funds';
import { isAbaRoutingNumber } from '../rules/aba-routing';
import { isWalletAddress, walletAddressMessage } from '../rules/crypto-address';
import { trim } from './transforms';
import { dollarText, IsUsdAmount } from './deposit-amount.decorator';
import { OptionalTwoFactorCode } from './two-factor.request';

/** A wallet address valid for the chain named by the object's `currency` field. */
function IsWalletForCurrency() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isWalletForCurrency',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (value: unknown, args) => {
          const currency = (args?.object as { currency?: unknown }).currency;
          // An unknown currency is its own field's error.
          return !DEPOSIT_CURRENCIES.includes(currency as CryptoCurrency) || isWalletAddress(currency as CryptoCurrency, value);
        },
        defaultMessage: (args) => walletAddressMessage((args?.object as { currency: CryptoCurrency }).currency),
      },
    });
}

/** `POST /api/withdraw`: to a crypto wallet (`code`: asked for when two-factor sign-in is on). */
export class WalletWithdrawalDto extends OptionalTwoFactorCode {
  @Transform(dollarText)
  @IsUsdAmount(FUNDS_LIMITS.withdrawalMin)
  amount: number;

  @Transform(trim)
  @IsWalletForCurrency()
  @IsString({ message: 'is required' })
  @IsNotEmpty({ message: 'is required' })
  wallet: string;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsIn(DEPOSIT_CURRENCIES, { message: `must be one of ${DEPOSIT_CURRENCIES.join(', ')}` })
  currency: CryptoCurrency;
}

/** `POST /api/withdraw/bank`: to a US bank account (`code`: asked for when two-factor sign-in is on). */
export class BankWithdrawalDto extends OptionalTwoFactorCode {
  @Transform(dollarText)
  @IsUsdAmount(FUNDS_LIMITS.withdrawalMin)
  amount: number;

  @Transform(trim)
  @Matches(/^\d{4,17}$/, { message: 'must be 4 to 17 digits' })
  @IsString({ message: 'is required' })
  account_number: string;

  @Transform(trim)
  @IsString({ message: 'is required' })
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(100, { message: 'must be at most 100 characters' })
  bank_name: string;

  @Transform(trim)
  @Matches(/^\d{9}$/, { message: 'must be 9 digits' })
  @IsString({ message: 'is required' })
  @IsValidRouting()
  routing_number: string;

  @IsIn(BANK_ACCOUNT_TYPES, { message: 'must be Checking or Savings' })
  type: BankAccountType;
}

function IsValidRouting() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isAbaRouting',
      target: object.constructor,
      propertyName,
      validator: { validate: (value: unknown) => isAbaRoutingNumber(value), defaultMessage: () => 'is not a valid routing number' },
    });
}

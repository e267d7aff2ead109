import { UPLOAD_LIMITS } from '@contracts/limits';
import { FUNDS_MESSAGES } from '@contracts/funds';
import { IsChosenFile } from '@contracts/requests/chosen-file.decorator';
import { CardDepositDto, cardYearProblem, CryptoDepositDto } from '@contracts/requests/deposit.request';
import { isCardNumber } from '@contracts/rules/luhn';
import type { ChosenFile } from '@contracts/rules/file';
import { registerDecorator } from 'class-validator';

/*
 * The web's deposit forms: the API's request classes plus what the web checks before sending (the
 * receipt, which the API receives apart; the card's Luhn digit and expiry year, which the service checks).
 */

export class CryptoDepositForm extends CryptoDepositDto {
  @IsChosenFile(UPLOAD_LIMITS.receipt)
  receipt: ChosenFile | null = null;
}

function IsCardNumber() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isCardNumber',
      target: object.constructor,
      propertyName,
      validator: { validate: (value: unknown) => isCardNumber(value), defaultMessage: () => FUNDS_MESSAGES.invalidCard },
    });
}

function IsCardYear() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isCardYear',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => typeof value === 'number' && cardYearProblem(value) === null,
        defaultMessage: (args) => (typeof args?.value === 'number' ? cardYearProblem(args.value) : null) ?? 'must be a year',
      },
    });
}

export class CardDepositForm extends CardDepositDto {
  @IsCardNumber()
  declare card_number: string;

  @IsCardYear()
  declare year: number;
}

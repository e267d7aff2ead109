import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trim } from './transforms';
import { RequiredToken } from './text-fields.decorator';

/** Room for a recovery code typed with spaces or dashes; a TOTP code is 6 digits. */
const CODE_MAX_LENGTH = 32;

/** A code from the authenticator app (6 digits) or a recovery code, trimmed; applied as if stacked in this order. */
export const TwoFactorCode = (): PropertyDecorator => (target, key) => {
  const stacked = [
    Transform(trim),
    IsString({ message: 'is required' }),
    MaxLength(CODE_MAX_LENGTH, { message: 'is invalid' }),
    IsNotEmpty({ message: 'is required' }),
  ];
  for (const d of stacked.reverse()) d(target, key);
};

/** `POST /api/auth/2fa/enable`: a code of the pending secret confirms it. */
export class EnableTwoFactorDto {
  @TwoFactorCode()
  code: string;
}

/** `POST /api/auth/2fa/disable`: the password and a code (or a recovery code). */
export class DisableTwoFactorDto {
  @IsString({ message: 'is required' })
  @MaxLength(128, { message: 'is invalid' })
  @IsNotEmpty({ message: 'is required' })
  password: string;

  @TwoFactorCode()
  code: string;
}

/** `POST /api/auth/login/mfa`: the first step's token and a code (or a recovery code). */
export class MfaLoginDto {
  @RequiredToken(1000)
  mfa_token: string;

  @TwoFactorCode()
  code: string;
}

/** A request that asks for a code when two-factor sign-in is on (a withdrawal): optional for the others. */
export class OptionalTwoFactorCode {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'is invalid' })
  @MaxLength(CODE_MAX_LENGTH, { message: 'is invalid' })
  code?: string;
}

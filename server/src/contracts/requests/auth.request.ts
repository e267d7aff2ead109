import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { PHONE_MIN_LENGTH } from '../limits';
import { NewPasswordDto } from './new-password.request';
import { OneAlphabetEmail } from './one-alphabet-email.decorator';
import { trim } from './transforms';
import { PersonName } from './person-name.decorator';
import { RequiredEmail, RequiredToken } from './text-fields.decorator';

/** `POST /api/auth/register`. */
export class RegisterDto extends NewPasswordDto {
  @PersonName({ emptyIsRequired: true })
  firstname: string;

  @PersonName({ emptyIsRequired: true })
  lastname: string;

  @OneAlphabetEmail()
  @RequiredEmail()
  email: string;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'is invalid' })
  @MaxLength(20, { message: 'must be at most 20 characters long' })
  @MinLength(PHONE_MIN_LENGTH, { message: `must be at least ${PHONE_MIN_LENGTH} characters long` })
  phone?: string;
}

export class LoginDto {
  @RequiredEmail()
  email: string;

  @IsString({ message: 'is required' })
  @MaxLength(128, { message: 'is invalid' })
  @IsNotEmpty({ message: 'is required' })
  password: string;
}

/** `POST /api/auth/refresh` and `/logout`: the refresh token travels in its cookie; the body is for clients without cookies. */
export class RefreshDto {
  @IsOptional()
  @RequiredToken()
  refresh_token?: string;
}

export class VerifyEmailDto {
  @RequiredToken()
  hash: string;
}

export class ResetRequestQueryDto {
  @RequiredEmail()
  email: string;
}

export class ResetDetailsQueryDto extends VerifyEmailDto {}

export class ResetPasswordDto extends NewPasswordDto {
  @RequiredToken()
  hash: string;
}

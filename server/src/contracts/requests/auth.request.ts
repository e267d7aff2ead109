import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { PHONE_MIN_LENGTH } from '../limits';
import { NewPasswordDto } from './new-password.request';
import { lower, trim } from './transforms';

/** `POST /api/auth/register`. */
export class RegisterDto extends NewPasswordDto {
  @Transform(trim)
  @IsString({ message: 'is required' })
  @MaxLength(100, { message: 'must be at most 100 characters long' })
  @IsNotEmpty({ message: 'is required' })
  firstname: string;

  @Transform(trim)
  @IsString({ message: 'is required' })
  @MaxLength(100, { message: 'must be at most 100 characters long' })
  @IsNotEmpty({ message: 'is required' })
  lastname: string;

  @Transform(lower)
  @IsEmail({}, { message: 'is invalid' })
  @MaxLength(254, { message: 'is invalid' })
  @IsNotEmpty({ message: 'must not be empty' })
  email: string;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'is invalid' })
  @MaxLength(20, { message: 'must be at most 20 characters long' })
  @MinLength(PHONE_MIN_LENGTH, { message: `must be at least ${PHONE_MIN_LENGTH} characters long` })
  phone?: string;
}

export class LoginDto {
  @Transform(lower)
  @IsEmail({}, { message: 'is invalid' })
  @IsNotEmpty({ message: 'must not be empty' })
  email: string;

  @IsString({ message: 'is required' })
  @MaxLength(128, { message: 'is invalid' })
  @IsNotEmpty({ message: 'is required' })
  password: string;
}

export class RefreshDto {
  @IsString({ message: 'is required' })
  @MaxLength(200, { message: 'is invalid' })
  @IsNotEmpty({ message: 'is required' })
  refresh_token: string;
}

export class VerifyEmailDto {
  @IsString({ message: 'is required' })
  @MaxLength(200, { message: 'is invalid' })
  @IsNotEmpty({ message: 'is required' })
  hash: string;
}

export class ResetRequestQueryDto {
  @Transform(lower)
  @IsEmail({}, { message: 'is invalid' })
  @MaxLength(254, { message: 'is invalid' })
  @IsNotEmpty({ message: 'must not be empty' })
  email: string;
}

export class ResetDetailsQueryDto extends VerifyEmailDto {}

export class ResetPasswordDto extends NewPasswordDto {
  @IsString({ message: 'is required' })
  @MaxLength(200, { message: 'is invalid' })
  @IsNotEmpty({ message: 'is required' })
  hash: string;
}

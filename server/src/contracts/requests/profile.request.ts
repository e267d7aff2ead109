import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { GENDERS_ON_PROFILE } from '../account';
import { COUNTRIES } from '../countries';
import { PHONE_MIN_LENGTH, PROFILE_NAME_MIN_LENGTH } from '../limits';
import { NewPasswordDto } from './new-password.request';
import { trim } from './transforms';
import { RequiredText } from './text-fields.decorator';

/** `PATCH /api/users/change-password`. */
export class ChangePasswordDto extends NewPasswordDto {
  @IsString({ message: 'is required' })
  @MaxLength(128, { message: 'is incorrect' })
  @IsNotEmpty({ message: 'is required' })
  current: string;
}

const NAME_TOO_SHORT = `must be at least ${PROFILE_NAME_MIN_LENGTH} characters long`;

/**
 * `POST /api/users/update` (multipart, every value a string): only the fields sent change. A name
 * cannot be emptied (the length rule answers, as in the reference); an empty phone clears it.
 */
export class UpdateProfileDto {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: NAME_TOO_SHORT })
  @MaxLength(100, { message: 'must be at most 100 characters long' })
  @MinLength(PROFILE_NAME_MIN_LENGTH, { message: NAME_TOO_SHORT })
  firstname?: string;

  @IsOptional()
  @Transform(trim)
  @IsString({ message: NAME_TOO_SHORT })
  @MaxLength(100, { message: 'must be at most 100 characters long' })
  @MinLength(PROFILE_NAME_MIN_LENGTH, { message: NAME_TOO_SHORT })
  lastname?: string;

  @Transform(trim)
  @ValidateIf((o: UpdateProfileDto) => o.phone !== undefined && o.phone !== null && o.phone !== '')
  @IsString({ message: 'is invalid' })
  @MaxLength(20, { message: 'must be at most 20 characters long' })
  @MinLength(PHONE_MIN_LENGTH, { message: `must be at least ${PHONE_MIN_LENGTH} characters long` })
  phone?: string | null;

  @IsOptional()
  @IsIn(GENDERS_ON_PROFILE, { message: 'is invalid' })
  @IsNotEmpty({ message: 'is required' })
  gender?: (typeof GENDERS_ON_PROFILE)[number];

  @IsOptional()
  @RequiredText(200)
  address?: string;

  @IsOptional()
  @RequiredText(100)
  city?: string;

  @IsOptional()
  @RequiredText(100)
  state?: string;

  @IsOptional()
  @IsIn(COUNTRIES, { message: 'is invalid' })
  @IsNotEmpty({ message: 'is required' })
  country?: string;
}

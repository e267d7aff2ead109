import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { GENDERS, type Gender } from '../account';
import { COUNTRIES } from '../countries';
import { PHONE_MIN_LENGTH } from '../limits';
import { IsBirthDate } from './birth-date.decorator';
import { NewPasswordDto } from './new-password.request';
import { PersonName } from './person-name.decorator';
import { trim } from './transforms';
import { RequiredText } from './text-fields.decorator';

/** `PATCH /api/users/change-password`. */
export class ChangePasswordDto extends NewPasswordDto {
  @IsString({ message: 'is required' })
  @MaxLength(128, { message: 'is incorrect' })
  @IsNotEmpty({ message: 'is required' })
  current: string;
}

/**
 * `POST /api/users/update` (multipart, every value a string): only the fields sent change. A name
 * cannot be emptied (the length rule answers, as in the reference); an empty phone clears it.
 */
export class UpdateProfileDto {
  @IsOptional()
  @PersonName({ emptyIsRequired: false })
  firstname?: string;

  @IsOptional()
  @PersonName({ emptyIsRequired: false })
  lastname?: string;

  @Transform(trim)
  @ValidateIf((o: UpdateProfileDto) => o.phone !== undefined && o.phone !== null && o.phone !== '')
  @IsString({ message: 'is invalid' })
  @MaxLength(20, { message: 'must be at most 20 characters long' })
  @MinLength(PHONE_MIN_LENGTH, { message: `must be at least ${PHONE_MIN_LENGTH} characters long` })
  phone?: string | null;

  @IsOptional()
  @IsIn(GENDERS, { message: 'is invalid' })
  @IsNotEmpty({ message: 'is required' })
  gender?: Gender;

  /** YYYY-MM-DD, with the same 18-year rule as profile completion. */
  @IsOptional()
  @IsBirthDate()
  @IsNotEmpty({ message: 'is required' })
  date_of_birth?: string;

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

import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { GENDERS, type Gender } from '../account';
import { COUNTRIES } from '../countries';
import { IsBirthDate } from './birth-date.decorator';
import { RequiredText } from './text-fields.decorator';

/**
 * The profile completion fields, all required: `PATCH /api/users` takes them as they are, and
 * `POST /api/auth/complete-profile` extends this class with `session`.
 */
export class ProfileCompletionFields {
  @IsIn(GENDERS, { message: 'is invalid' })
  @IsNotEmpty({ message: 'is required' })
  gender: Gender;

  @IsBirthDate()
  @IsNotEmpty({ message: 'is required' })
  date_of_birth: string;

  @RequiredText(200)
  address: string;

  @RequiredText(100)
  city: string;

  @RequiredText(100)
  state: string;

  @IsIn(COUNTRIES, { message: 'is invalid' })
  @IsNotEmpty({ message: 'is required' })
  country: string;
}

export class CompleteProfileDto extends ProfileCompletionFields {
  /** Checked by TokensService.userOfSession, which words the refusal ("Session is required"). */
  @IsOptional()
  @IsString({ message: 'is invalid' })
  @MaxLength(2000, { message: 'is invalid' })
  session?: string;
}

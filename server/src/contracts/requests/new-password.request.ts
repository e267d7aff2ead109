import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MIN_LENGTH } from '../limits';
import { Match } from './match.decorator';

/** A new password and its confirmation, as registration, reset and change-password take them. */
export class NewPasswordDto {
  @IsString({ message: 'is required' })
  @MaxLength(128, { message: 'must be at most 128 characters long' })
  @MinLength(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters long` })
  @IsNotEmpty({ message: 'is required' })
  password: string;

  @IsString({ message: 'is required' })
  @Match('password', { message: 'Password and Confirm Password does not match' })
  @IsNotEmpty({ message: 'is required' })
  confirmPassword: string;
}

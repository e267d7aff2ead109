import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CONTACT_MESSAGE_MAX_LENGTH } from '../limits';
import { trim } from './transforms';

/** `POST /api/public/contact`. */
export class ContactMessageDto {
  @Transform(trim)
  @IsString({ message: 'is required' })
  @MaxLength(100, { message: 'must be at most 100 characters long' })
  @IsNotEmpty({ message: 'is required' })
  name: string;

  @Transform(trim)
  @IsEmail({}, { message: 'is invalid' })
  @MaxLength(254, { message: 'is invalid' })
  @IsNotEmpty({ message: 'must not be empty' })
  email: string;

  @Transform(trim)
  @IsString({ message: 'is required' })
  @MaxLength(CONTACT_MESSAGE_MAX_LENGTH, { message: `must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters long` })
  @IsNotEmpty({ message: 'is required' })
  message: string;
}

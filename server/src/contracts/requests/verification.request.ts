import { Allow, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ID_METHODS, type IdMethod } from '../account';

/** `POST /api/profile/user-verification` (multipart): the file arrives apart, in id_file. */
export class SubmitVerificationDto {
  @IsIn(ID_METHODS, { message: 'is invalid' })
  @IsNotEmpty({ message: 'is required' })
  method: IdMethod;

  /** Present only when a form sends id_file as text (no file chosen): answered "Please select file!". */
  @Allow()
  id_file?: unknown;
}

/** `POST /api/users/user-identification`: the first upload, during registration, with its session. */
export class UserIdentificationDto extends SubmitVerificationDto {
  /** Checked by TokensService.userOfSession, which also answers "Session is required". */
  @IsOptional()
  @IsString({ message: 'is invalid' })
  @MaxLength(2000, { message: 'is invalid' })
  session?: string;
}

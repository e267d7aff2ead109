import { UPLOAD_LIMITS } from '../limits';
import type { ChosenFile } from '../rules/file';
import { IsChosenFile } from './chosen-file.decorator';
import { SubmitVerificationDto, UserIdentificationDto } from './verification.request';

/*
 * The web's ID forms: the request class plus the document. The API receives the file apart (UploadInterceptor)
 * and KycService refuses a missing one with the same rule (fileProblem).
 */

export class SubmitVerificationForm extends SubmitVerificationDto {
  @IsChosenFile(UPLOAD_LIMITS.document)
  override id_file: ChosenFile | null = null;
}

export class UserIdentificationForm extends UserIdentificationDto {
  @IsChosenFile(UPLOAD_LIMITS.document)
  override id_file: ChosenFile | null = null;
}

import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { CLIENT_SEARCH_LENGTH_MESSAGE, CLIENT_SEARCH_MAX_LENGTH, CLIENT_SEARCH_MIN_LENGTH } from '../backoffice-clients';
import { trim } from './transforms';

/** `GET /api/backoffice/search?q=`: an e-mail or a part of one, a name ("Ann Lee"), or a client's id; trimmed. */
export class ClientSearchQueryDto {
  @Transform(trim)
  @IsString({ message: CLIENT_SEARCH_LENGTH_MESSAGE })
  @Length(CLIENT_SEARCH_MIN_LENGTH, CLIENT_SEARCH_MAX_LENGTH, { message: CLIENT_SEARCH_LENGTH_MESSAGE })
  q: string;
}

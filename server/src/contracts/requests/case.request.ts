import { IsString, Matches, MaxLength } from 'class-validator';
import { NOTE_MAX_LENGTH } from '../cases';
import { DECISION_NOTE_MAX_LENGTH } from './decision.request';

/** `POST /api/backoffice/<queue>/:id/take-over`: why the item changes hands (kept in the audit log). */
export class TakeOverDto {
  @IsString({ message: 'is required' })
  @Matches(/\S/, { message: 'is required' })
  @MaxLength(DECISION_NOTE_MAX_LENGTH, { message: 'is too long' })
  reason: string;
}

/** `POST /api/backoffice/<queue>/:id/notes`: an internal note (staff only). */
export class CaseNoteDto {
  @IsString({ message: 'is required' })
  @Matches(/\S/, { message: 'is required' })
  @MaxLength(NOTE_MAX_LENGTH, { message: 'is too long' })
  text: string;
}

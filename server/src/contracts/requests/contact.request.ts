import { CONTACT_MESSAGE_MAX_LENGTH } from '../limits';
import { RequiredEmail, RequiredText } from './text-fields.decorator';

/** `POST /api/public/contact`. */
export class ContactMessageDto {
  @RequiredText(100)
  name: string;

  @RequiredEmail({ keepCase: true })
  email: string;

  @RequiredText(CONTACT_MESSAGE_MAX_LENGTH)
  message: string;
}

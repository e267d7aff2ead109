import { ACCOUNT_ACTION_REASON_MAX_LENGTH } from '../account-status';
import { RequiredText } from './text-fields.decorator';

/** `POST /api/backoffice/clients/:id/suspend|reactivate`: why (trimmed; kept in the audit log). */
export class AccountActionDto {
  @RequiredText(ACCOUNT_ACTION_REASON_MAX_LENGTH)
  reason: string;
}

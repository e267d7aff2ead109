/** A client's account status: staff suspend an account under investigation and reactivate it (DESIGN "Back office as a case manager"). */

export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The longest reason staff give for suspending or reactivating (characters). */
export const ACCOUNT_ACTION_REASON_MAX_LENGTH = 500;

/** `POST /api/backoffice/clients/:id/suspend|reactivate`: the account's status after the action. */
export interface AccountStatusDto {
  status: AccountStatus;
  /** Why staff suspended it; null while active. */
  suspended_reason: string | null;
  suspended_at: string | null;
}

/** The sign-in of a suspended account: 403 ACCOUNT_SUSPENDED with this message. */
export const ACCOUNT_SUSPENDED_MESSAGE = 'Your account is suspended. Contact support.';

/** The back office's refusals and answers of the account actions. */
export const ACCOUNT_ACTION_MESSAGES = {
  clientNotFound: 'Client not found',
  ownAccount: 'You cannot act on your own account',
  onlyClients: 'Only client accounts can be suspended',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  suspended: 'Account suspended',
  reactivated: 'Account reactivated',
} as const;

import { DomainError, notFound } from '../common/domain-error';

/** A decision on an item no longer in the state it needs (a double click, a retry, a second staff member): 409 with its state. */
export class FundsStateConflict extends DomainError {
  constructor(
    readonly item: 'deposit' | 'withdrawal',
    readonly current: string,
  ) {
    super('CONFLICT', `This ${item} is already ${current}`);
  }
}

/** Why a transition found no row: the item does not exist (404) or is in another state (409). */
export function transitionRefusal(item: 'deposit' | 'withdrawal', row: { status: string } | null): Error {
  return row ? new FundsStateConflict(item, row.status) : notFound(`${item === 'deposit' ? 'Deposit' : 'Withdrawal'} not found`);
}

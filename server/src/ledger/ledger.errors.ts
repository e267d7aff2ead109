import { DomainError } from '../common/domain-error';

/** A transfer would take a user account below zero: the client can act on it (a 400 naming the amount). */
export class InsufficientFundsError extends DomainError {
  constructor(message = 'Insufficient balance for this trade') {
    super('INSUFFICIENT_FUNDS', message, { amount: 'exceeds the available balance' });
  }
}

/** A transfer's reference was applied already: a bug or a double apply, never the client's doing. */
export class DuplicateTransferError extends Error {}

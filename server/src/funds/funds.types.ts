import type { CryptoCurrency, DepositMethod, DepositStatus, WithdrawalStatus, BankAccountType, DepositDto, WithdrawalDto } from '../contracts/funds';
import type { DepositForStaff, WithdrawalForStaff } from '../contracts/backoffice';
import type { Balances } from '../ledger/ledger.types';
import type { IFindDepositResult } from './deposits.repository.sql-types';
import type { IFindWithdrawalResult } from './withdrawals.repository.sql-types';

/** A deposits row as PostgreSQL describes it (bigints and numerics as text, statuses and methods as text). */
export type DepositRow = IFindDepositResult;

export interface NewDeposit {
  userId: string;
  method: DepositMethod;
  /** Cents. */
  amount: number;
  status: DepositStatus;
  coinAmount?: string;
  rate?: string;
  address?: string;
  receiptPath?: string;
  receiptMime?: string;
  cardBrand?: string;
  cardLast4?: string;
  gatewayReference?: string;
  /** Crypto only: the chain transaction the client named, lower-case. */
  txid?: string;
  reason?: string;
}

export type WithdrawalRow = IFindWithdrawalResult;

export type NewWithdrawal =
  | { userId: string; amount: number; method: CryptoCurrency; wallet: string }
  | { userId: string; amount: number; method: 'bank'; bankName: string; accountNumber: string; routingNumber: string; accountType: BankAccountType };

/** What a state change did, for the caller to emit and audit after its transaction commits. */
export interface DepositChange {
  userId: string;
  from: DepositStatus;
  to: DepositStatus;
  deposit: DepositDto;
  /** The owner's balances after the change (set when money moved to the user). */
  balances?: Balances;
}

export interface WithdrawalChange {
  userId: string;
  from: WithdrawalStatus;
  to: WithdrawalStatus;
  withdrawal: WithdrawalDto;
  balances?: Balances;
}

/** A staff item before the back office adds its client. */
export type DepositForReview = Omit<DepositForStaff, 'client'>;
export type WithdrawalForReview = Omit<WithdrawalForStaff, 'client'>;

import type {
  CryptoCurrency,
  DepositMethod,
  DepositStatus,
  WithdrawalMethod,
  WithdrawalStatus,
  BankAccountType,
  DepositDto,
  WithdrawalDto,
} from '../contracts/funds';
import type { DepositForStaff, WithdrawalForStaff } from '../contracts/backoffice';
import type { Balances } from '../ledger/ledger.types';

/** A deposits row as SQL returns it (bigints and numerics as text). */
export interface DepositRow {
  id: string;
  user_id: string;
  method: DepositMethod;
  amount: string;
  coin_amount: string | null;
  rate: string | null;
  address: string | null;
  receipt_path: string | null;
  receipt_mime: string | null;
  card_brand: string | null;
  card_last4: string | null;
  gateway_reference: string | null;
  status: DepositStatus;
  reason: string | null;
  reviewed_by: string | null;
  decided_at: Date | null;
  created_at: Date;
}

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
  reason?: string;
}

export interface WithdrawalRow {
  id: string;
  user_id: string;
  method: WithdrawalMethod;
  amount: string;
  wallet: string | null;
  bank_name: string | null;
  account_number: string | null;
  routing_number: string | null;
  account_type: BankAccountType | null;
  status: WithdrawalStatus;
  reason: string | null;
  payout_reference: string | null;
  reviewed_by: string | null;
  decided_at: Date | null;
  created_at: Date;
}

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

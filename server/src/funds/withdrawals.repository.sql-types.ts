/** Types generated for queries found in "server/src/funds/withdrawals.repository.ts" */
export type DateOrString = Date | string;

export type NumberOrString = number | string;

export type NumberOrStringArray = (NumberOrString)[];

export type stringArray = (string)[];

/** 'InsertWithdrawal' parameters type */
export interface IInsertWithdrawalParams {
  accountNumber?: string | null | void;
  accountType?: string | null | void;
  amount: NumberOrString;
  bankName?: string | null | void;
  method: string;
  routingNumber?: string | null | void;
  userId: string;
  wallet?: string | null | void;
}

/** 'InsertWithdrawal' return type */
export interface IInsertWithdrawalResult {
  account_number: string | null;
  account_type: string | null;
  amount: string;
  bank_name: string | null;
  created_at: Date;
  decided_at: Date | null;
  id: string;
  method: string;
  payout_reference: string | null;
  reason: string | null;
  reviewed_by: string | null;
  routing_number: string | null;
  status: string;
  user_id: string;
  wallet: string | null;
}

/** 'InsertWithdrawal' query type */
export interface IInsertWithdrawalQuery { params: IInsertWithdrawalParams; result: IInsertWithdrawalResult }

/** 'TransitionWithdrawal' parameters type */
export interface ITransitionWithdrawalParams {
  from: string;
  id: NumberOrString;
  payoutReference?: string | null | void;
  reason?: string | null | void;
  staffId?: string | null | void;
  to: string;
}

/** 'TransitionWithdrawal' return type */
export type ITransitionWithdrawalResult = IInsertWithdrawalResult;

/** 'TransitionWithdrawal' query type */
export interface ITransitionWithdrawalQuery { params: ITransitionWithdrawalParams; result: ITransitionWithdrawalResult }

/** 'LockWithdrawalForDecision' parameters type */
export interface ILockWithdrawalForDecisionParams {
  id: NumberOrString;
}

/** 'LockWithdrawalForDecision' return type */
export interface ILockWithdrawalForDecisionResult {
  amount: string;
  status: string;
  user_id: string;
}

/** 'LockWithdrawalForDecision' query type */
export interface ILockWithdrawalForDecisionQuery { params: ILockWithdrawalForDecisionParams; result: ILockWithdrawalForDecisionResult }

/** 'FindWithdrawal' parameters type */
export type IFindWithdrawalParams = ILockWithdrawalForDecisionParams;

/** 'FindWithdrawal' return type */
export type IFindWithdrawalResult = IInsertWithdrawalResult;

/** 'FindWithdrawal' query type */
export interface IFindWithdrawalQuery { params: IFindWithdrawalParams; result: IFindWithdrawalResult }

/** 'WithdrawalsOfUser' parameters type */
export interface IWithdrawalsOfUserParams {
  userId: string;
}

/** 'WithdrawalsOfUser' return type */
export type IWithdrawalsOfUserResult = IInsertWithdrawalResult;

/** 'WithdrawalsOfUser' query type */
export interface IWithdrawalsOfUserQuery { params: IWithdrawalsOfUserParams; result: IWithdrawalsOfUserResult }

/** 'WithdrawalCasesOf' parameters type */
export interface IWithdrawalCasesOfParams {
  limit: NumberOrString;
  userIds: stringArray;
  waitingOnly: boolean;
}

/** 'WithdrawalCasesOf' return type */
export interface IWithdrawalCasesOfResult {
  amount: string;
  created_at: Date;
  id: string;
  status: string;
  user_id: string;
}

/** 'WithdrawalCasesOf' query type */
export interface IWithdrawalCasesOfQuery { params: IWithdrawalCasesOfParams; result: IWithdrawalCasesOfResult }

/** 'WithdrawalEligibility' parameters type */
export type IWithdrawalEligibilityParams = IWithdrawalsOfUserParams;

/** 'WithdrawalEligibility' return type */
export interface IWithdrawalEligibilityResult {
  email_verified: boolean;
  kyc: string | null;
}

/** 'WithdrawalEligibility' query type */
export interface IWithdrawalEligibilityQuery { params: IWithdrawalEligibilityParams; result: IWithdrawalEligibilityResult }

/** 'WithdrawalsForStaff' parameters type */
export interface IWithdrawalsForStaffParams {
  afterAmount?: NumberOrString | null | void;
  afterId?: NumberOrString | null | void;
  byAmount: boolean;
  createdFrom?: DateOrString | null | void;
  createdTo?: DateOrString | null | void;
  exceptIds?: NumberOrStringArray | null | void;
  limit: NumberOrString;
  onlyIds?: NumberOrStringArray | null | void;
  status?: string | null | void;
}

/** 'WithdrawalsForStaff' return type */
export type IWithdrawalsForStaffResult = IInsertWithdrawalResult;

/** 'WithdrawalsForStaff' query type */
export interface IWithdrawalsForStaffQuery { params: IWithdrawalsForStaffParams; result: IWithdrawalsForStaffResult }

/** 'PendingWithdrawals' parameters type */
export type IPendingWithdrawalsParams = void;

/** 'PendingWithdrawals' return type */
export interface IPendingWithdrawalsResult {
  oldest_age_seconds: number | null;
  pending: number;
}

/** 'PendingWithdrawals' query type */
export interface IPendingWithdrawalsQuery { params: IPendingWithdrawalsParams; result: IPendingWithdrawalsResult }


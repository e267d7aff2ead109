/** Types generated for queries found in "server/src/funds/deposits.repository.ts" */
export type DateOrString = Date | string;

export type NumberOrString = number | string;

export type NumberOrStringArray = (NumberOrString)[];

/** 'InsertDeposit' parameters type */
export interface IInsertDepositParams {
  address?: string | null | void;
  amount: NumberOrString;
  cardBrand?: string | null | void;
  cardLast4?: string | null | void;
  coinAmount?: NumberOrString | null | void;
  gatewayReference?: string | null | void;
  method: string;
  rate?: NumberOrString | null | void;
  reason?: string | null | void;
  receiptMime?: string | null | void;
  receiptPath?: string | null | void;
  status: string;
  txid?: string | null | void;
  userId: string;
}

/** 'InsertDeposit' return type */
export interface IInsertDepositResult {
  address: string | null;
  amount: string;
  card_brand: string | null;
  card_last4: string | null;
  coin_amount: string | null;
  created_at: Date;
  decided_at: Date | null;
  gateway_reference: string | null;
  id: string;
  method: string;
  rate: string | null;
  reason: string | null;
  receipt_mime: string | null;
  receipt_path: string | null;
  reviewed_by: string | null;
  status: string;
  txid: string | null;
  user_id: string;
}

/** 'InsertDeposit' query type */
export interface IInsertDepositQuery { params: IInsertDepositParams; result: IInsertDepositResult }

/** 'LockDepositRequests' parameters type */
export interface ILockDepositRequestsParams {
  userId: string;
}

/** 'LockDepositRequests' return type */
export interface ILockDepositRequestsResult {
  pg_advisory_xact_lock: undefined | null;
}

/** 'LockDepositRequests' query type */
export interface ILockDepositRequestsQuery { params: ILockDepositRequestsParams; result: ILockDepositRequestsResult }

/** 'CountPendingDeposits' parameters type */
export type ICountPendingDepositsParams = ILockDepositRequestsParams;

/** 'CountPendingDeposits' return type */
export interface ICountPendingDepositsResult {
  pending: number;
}

/** 'CountPendingDeposits' query type */
export interface ICountPendingDepositsQuery { params: ICountPendingDepositsParams; result: ICountPendingDepositsResult }

/** 'RecordCharge' parameters type */
export interface IRecordChargeParams {
  gatewayReference?: string | null | void;
  id: NumberOrString;
  reason?: string | null | void;
  status: string;
}

/** 'RecordCharge' return type */
export type IRecordChargeResult = IInsertDepositResult;

/** 'RecordCharge' query type */
export interface IRecordChargeQuery { params: IRecordChargeParams; result: IRecordChargeResult }

/** 'TransitionDeposit' parameters type */
export interface ITransitionDepositParams {
  from: string;
  id: NumberOrString;
  reason?: string | null | void;
  staffId?: string | null | void;
  to: string;
}

/** 'TransitionDeposit' return type */
export type ITransitionDepositResult = IInsertDepositResult;

/** 'TransitionDeposit' query type */
export interface ITransitionDepositQuery { params: ITransitionDepositParams; result: ITransitionDepositResult }

/** 'LockDepositForDecision' parameters type */
export interface ILockDepositForDecisionParams {
  id: NumberOrString;
}

/** 'LockDepositForDecision' return type */
export interface ILockDepositForDecisionResult {
  amount: string;
  status: string;
  user_id: string;
}

/** 'LockDepositForDecision' query type */
export interface ILockDepositForDecisionQuery { params: ILockDepositForDecisionParams; result: ILockDepositForDecisionResult }

/** 'FindDeposit' parameters type */
export type IFindDepositParams = ILockDepositForDecisionParams;

/** 'FindDeposit' return type */
export type IFindDepositResult = IInsertDepositResult;

/** 'FindDeposit' query type */
export interface IFindDepositQuery { params: IFindDepositParams; result: IFindDepositResult }

/** 'DepositsOfUser' parameters type */
export type IDepositsOfUserParams = ILockDepositRequestsParams;

/** 'DepositsOfUser' return type */
export type IDepositsOfUserResult = IInsertDepositResult;

/** 'DepositsOfUser' query type */
export interface IDepositsOfUserQuery { params: IDepositsOfUserParams; result: IDepositsOfUserResult }

/** 'ProcessingDeposits' parameters type */
export interface IProcessingDepositsParams {
  before: DateOrString;
  limit: NumberOrString;
}

/** 'ProcessingDeposits' return type */
export interface IProcessingDepositsResult {
  id: string;
}

/** 'ProcessingDeposits' query type */
export interface IProcessingDepositsQuery { params: IProcessingDepositsParams; result: IProcessingDepositsResult }

/** 'DepositsForStaff' parameters type */
export interface IDepositsForStaffParams {
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

/** 'DepositsForStaff' return type */
export type IDepositsForStaffResult = IInsertDepositResult;

/** 'DepositsForStaff' query type */
export interface IDepositsForStaffQuery { params: IDepositsForStaffParams; result: IDepositsForStaffResult }

/** 'PendingDeposits' parameters type */
export type IPendingDepositsParams = void;

/** 'PendingDeposits' return type */
export interface IPendingDepositsResult {
  oldest_age_seconds: number | null;
  pending: number;
}

/** 'PendingDeposits' query type */
export interface IPendingDepositsQuery { params: IPendingDepositsParams; result: IPendingDepositsResult }


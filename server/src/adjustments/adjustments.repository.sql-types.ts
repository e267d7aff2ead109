/** Types generated for queries found in "server/src/adjustments/adjustments.repository.ts" */
export type DateOrString = Date | string;

export type NumberOrString = number | string;

export type NumberOrStringArray = (NumberOrString)[];

export type stringArray = (string)[];

/** 'InsertAdjustment' parameters type */
export interface IInsertAdjustmentParams {
  amount: NumberOrString;
  change: string;
  reason: string;
  requestedBy: string;
  userId: string;
}

/** 'InsertAdjustment' return type */
export interface IInsertAdjustmentResult {
  id: string;
}

/** 'InsertAdjustment' query type */
export interface IInsertAdjustmentQuery { params: IInsertAdjustmentParams; result: IInsertAdjustmentResult }

/** 'FindAdjustment' parameters type */
export interface IFindAdjustmentParams {
  id: NumberOrString;
}

/** 'FindAdjustment' return type */
export interface IFindAdjustmentResult {
  amount: string;
  change: string;
  created_at: Date;
  decided_at: Date | null;
  decision_reason: string | null;
  id: string;
  reason: string;
  requested_by: string;
  requested_by_email: string;
  status: string;
  user_id: string;
}

/** 'FindAdjustment' query type */
export interface IFindAdjustmentQuery { params: IFindAdjustmentParams; result: IFindAdjustmentResult }

/** 'LockAdjustment' parameters type */
export type ILockAdjustmentParams = IFindAdjustmentParams;

/** 'LockAdjustment' return type */
export interface ILockAdjustmentResult {
  amount: string;
  change: string;
  id: string;
  requested_by: string;
  status: string;
  user_id: string;
}

/** 'LockAdjustment' query type */
export interface ILockAdjustmentQuery { params: ILockAdjustmentParams; result: ILockAdjustmentResult }

/** 'DecideAdjustment' parameters type */
export interface IDecideAdjustmentParams {
  id: NumberOrString;
  reason?: string | null | void;
  to: string;
}

/** 'DecideAdjustment' return type */
export interface IDecideAdjustmentResult {
  amount: string;
  change: string;
  id: string;
  reason: string;
  user_id: string;
}

/** 'DecideAdjustment' query type */
export interface IDecideAdjustmentQuery { params: IDecideAdjustmentParams; result: IDecideAdjustmentResult }

/** 'AdjustmentsForStaff' parameters type */
export interface IAdjustmentsForStaffParams {
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

/** 'AdjustmentsForStaff' return type */
export type IAdjustmentsForStaffResult = IFindAdjustmentResult;

/** 'AdjustmentsForStaff' query type */
export interface IAdjustmentsForStaffQuery { params: IAdjustmentsForStaffParams; result: IAdjustmentsForStaffResult }

/** 'AdjustmentCasesOf' parameters type */
export interface IAdjustmentCasesOfParams {
  limit: NumberOrString;
  userIds: stringArray;
  waitingOnly: boolean;
}

/** 'AdjustmentCasesOf' return type */
export interface IAdjustmentCasesOfResult {
  amount: string;
  change: string;
  created_at: Date;
  id: string;
  status: string;
  user_id: string;
}

/** 'AdjustmentCasesOf' query type */
export interface IAdjustmentCasesOfQuery { params: IAdjustmentCasesOfParams; result: IAdjustmentCasesOfResult }

/** 'PendingAdjustments' parameters type */
export type IPendingAdjustmentsParams = void;

/** 'PendingAdjustments' return type */
export interface IPendingAdjustmentsResult {
  oldest_age_seconds: number | null;
  pending: number;
}

/** 'PendingAdjustments' query type */
export interface IPendingAdjustmentsQuery { params: IPendingAdjustmentsParams; result: IPendingAdjustmentsResult }


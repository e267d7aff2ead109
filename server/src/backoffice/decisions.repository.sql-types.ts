/** Types generated for queries found in "server/src/backoffice/decisions.repository.ts" */
export type NumberOrString = number | string;

export type stringArray = (string)[];

/** 'InsertDecision' parameters type */
export interface IInsertDecisionParams {
  action: string;
  idleMinutes: number;
  ip?: string | null | void;
  itemId: string;
  kind: string;
  payoutReference?: string | null | void;
  reason?: string | null | void;
  staffId: string;
}

/** 'InsertDecision' return type */
export interface IInsertDecisionResult {
  id: string;
}

/** 'InsertDecision' query type */
export interface IInsertDecisionQuery { params: IInsertDecisionParams; result: IInsertDecisionResult }

/** 'LockUnapplied' parameters type */
export interface ILockUnappliedParams {
  id: NumberOrString;
}

/** 'LockUnapplied' return type */
export interface ILockUnappliedResult {
  action: string;
  applied_at: Date | null;
  created_at: Date;
  id: string;
  ip: string | null;
  item_id: string;
  item_kind: string;
  outcome: string | null;
  payout_reference: string | null;
  reason: string | null;
  staff_id: string;
}

/** 'LockUnapplied' query type */
export interface ILockUnappliedQuery { params: ILockUnappliedParams; result: ILockUnappliedResult }

/** 'MarkApplied' parameters type */
export interface IMarkAppliedParams {
  id: NumberOrString;
  outcome: string;
}

/** 'MarkApplied' return type */
export type IMarkAppliedResult = void;

/** 'MarkApplied' query type */
export interface IMarkAppliedQuery { params: IMarkAppliedParams; result: IMarkAppliedResult }

/** 'FirstApprover' parameters type */
export interface IFirstApproverParams {
  itemId: string;
  kind: string;
  outcome: string;
}

/** 'FirstApprover' return type */
export interface IFirstApproverResult {
  staff_id: string;
}

/** 'FirstApprover' query type */
export interface IFirstApproverQuery { params: IFirstApproverParams; result: IFirstApproverResult }

/** 'FirstApprovals' parameters type */
export interface IFirstApprovalsParams {
  ids: stringArray;
  kind: string;
}

/** 'FirstApprovals' return type */
export interface IFirstApprovalsResult {
  item_id: string;
  outcome: string | null;
  staff_id: string;
}

/** 'FirstApprovals' query type */
export interface IFirstApprovalsQuery { params: IFirstApprovalsParams; result: IFirstApprovalsResult }

/** 'AwaitingSecondApproval' parameters type */
export interface IAwaitingSecondApprovalParams {
  kind: string;
  outcome: string;
  staffId: string;
}

/** 'AwaitingSecondApproval' return type */
export interface IAwaitingSecondApprovalResult {
  item_id: string;
}

/** 'AwaitingSecondApproval' query type */
export interface IAwaitingSecondApprovalQuery { params: IAwaitingSecondApprovalParams; result: IAwaitingSecondApprovalResult }

/** 'UnappliedBefore' parameters type */
export interface IUnappliedBeforeParams {
  graceSeconds: number;
  limit: NumberOrString;
}

/** 'UnappliedBefore' return type */
export type IUnappliedBeforeResult = IInsertDecisionResult;

/** 'UnappliedBefore' query type */
export interface IUnappliedBeforeQuery { params: IUnappliedBeforeParams; result: IUnappliedBeforeResult }

/** 'ClientOf' parameters type */
export interface IClientOfParams {
  userId: string;
}

/** 'ClientOf' return type */
export interface IClientOfResult {
  email: string;
  firstname: string;
}

/** 'ClientOf' query type */
export interface IClientOfQuery { params: IClientOfParams; result: IClientOfResult }


/** Types generated for queries found in "server/src/backoffice/decisions.repository.ts" */
export type DateOrString = Date | string;

export type NumberOrString = number | string;

export type stringArray = (string)[];

/** 'InsertDecision' parameters type */
export interface IInsertDecisionParams {
  action: string;
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

/** 'InsertAudit' parameters type */
export interface IInsertAuditParams {
  action: string;
  actorId: string;
  from?: string | null | void;
  ip?: string | null | void;
  itemId: string;
  itemKind: string;
  reason?: string | null | void;
  to?: string | null | void;
}

/** 'InsertAudit' return type */
export type IInsertAuditResult = void;

/** 'InsertAudit' query type */
export interface IInsertAuditQuery { params: IInsertAuditParams; result: IInsertAuditResult }

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

/** 'UnappliedBefore' parameters type */
export interface IUnappliedBeforeParams {
  graceSeconds: number;
  limit: NumberOrString;
}

/** 'UnappliedBefore' return type */
export type IUnappliedBeforeResult = IInsertDecisionResult;

/** 'UnappliedBefore' query type */
export interface IUnappliedBeforeQuery { params: IUnappliedBeforeParams; result: IUnappliedBeforeResult }

/** 'AuditLog' parameters type */
export interface IAuditLogParams {
  actor?: string | null | void;
  from?: DateOrString | null | void;
  item?: string | null | void;
  kind?: string | null | void;
  to?: DateOrString | null | void;
}

/** 'AuditLog' return type */
export interface IAuditLogResult {
  action: string;
  actor_email: string;
  actor_id: string | null;
  created_at: Date;
  from_state: string | null;
  id: string;
  ip: string | null;
  item_id: string;
  item_kind: string;
  reason: string | null;
  to_state: string | null;
}

/** 'AuditLog' query type */
export interface IAuditLogQuery { params: IAuditLogParams; result: IAuditLogResult }

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


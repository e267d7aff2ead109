/** Types generated for queries found in "server/src/backoffice/cases.repository.ts" */
export type stringArray = (string)[];

/** 'InsertAssignment' parameters type */
export interface IInsertAssignmentParams {
  itemId: string;
  kind: string;
  staffId: string;
}

/** 'InsertAssignment' return type */
export interface IInsertAssignmentResult {
  claimed_at: Date;
}

/** 'InsertAssignment' query type */
export interface IInsertAssignmentQuery { params: IInsertAssignmentParams; result: IInsertAssignmentResult }

/** 'LockAssignment' parameters type */
export interface ILockAssignmentParams {
  idleMinutes: number;
  itemId: string;
  kind: string;
}

/** 'LockAssignment' return type */
export interface ILockAssignmentResult {
  active_at: Date;
  assignee_id: string;
  claimed_at: Date;
  email: string;
  lapsed: boolean;
}

/** 'LockAssignment' query type */
export interface ILockAssignmentQuery { params: ILockAssignmentParams; result: ILockAssignmentResult }

/** 'SetAssignee' parameters type */
export type ISetAssigneeParams = IInsertAssignmentParams;

/** 'SetAssignee' return type */
export type ISetAssigneeResult = void;

/** 'SetAssignee' query type */
export interface ISetAssigneeQuery { params: ISetAssigneeParams; result: ISetAssigneeResult }

/** 'TouchAssignment' parameters type */
export type ITouchAssignmentParams = IInsertAssignmentParams;

/** 'TouchAssignment' return type */
export type ITouchAssignmentResult = void;

/** 'TouchAssignment' query type */
export interface ITouchAssignmentQuery { params: ITouchAssignmentParams; result: ITouchAssignmentResult }

/** 'DeleteAssignment' parameters type */
export interface IDeleteAssignmentParams {
  itemId: string;
  kind: string;
}

/** 'DeleteAssignment' return type */
export type IDeleteAssignmentResult = void;

/** 'DeleteAssignment' query type */
export interface IDeleteAssignmentQuery { params: IDeleteAssignmentParams; result: IDeleteAssignmentResult }

/** 'ActiveAssignments' parameters type */
export interface IActiveAssignmentsParams {
  idleMinutes: number;
  ids: stringArray;
  kind: string;
}

/** 'ActiveAssignments' return type */
export interface IActiveAssignmentsResult {
  active_at: Date;
  assignee_id: string;
  claimed_at: Date;
  email: string;
  item_id: string;
}

/** 'ActiveAssignments' query type */
export interface IActiveAssignmentsQuery { params: IActiveAssignmentsParams; result: IActiveAssignmentsResult }

/** 'AssignedIds' parameters type */
export interface IAssignedIdsParams {
  idleMinutes: number;
  kind: string;
  staffId?: string | null | void;
}

/** 'AssignedIds' return type */
export interface IAssignedIdsResult {
  item_id: string;
}

/** 'AssignedIds' query type */
export interface IAssignedIdsQuery { params: IAssignedIdsParams; result: IAssignedIdsResult }

/** 'ItemHistory' parameters type */
export type IItemHistoryParams = IDeleteAssignmentParams;

/** 'ItemHistory' return type */
export interface IItemHistoryResult {
  action: string;
  actor_email: string;
  actor_id: string | null;
  created_at: Date;
  from_state: string | null;
  id: string;
  reason: string | null;
  to_state: string | null;
}

/** 'ItemHistory' query type */
export interface IItemHistoryQuery { params: IItemHistoryParams; result: IItemHistoryResult }


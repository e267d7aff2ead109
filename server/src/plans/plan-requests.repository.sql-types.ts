/** Types generated for queries found in "server/src/plans/plan-requests.repository.ts" */
export type DateOrString = Date | string;

export type NumberOrString = number | string;

export type NumberOrStringArray = (NumberOrString)[];

export type stringArray = (string)[];

/** 'InsertPlanRequest' parameters type */
export interface IInsertPlanRequestParams {
  amount: NumberOrString;
  fromPlan: string;
  plan: string;
  userId: string;
}

/** 'InsertPlanRequest' return type */
export interface IInsertPlanRequestResult {
  amount: string;
  created_at: Date;
  decided_at: Date | null;
  from_plan: string;
  id: string;
  plan: string;
  reason: string | null;
  reviewed_by: string | null;
  status: string;
  user_id: string;
}

/** 'InsertPlanRequest' query type */
export interface IInsertPlanRequestQuery { params: IInsertPlanRequestParams; result: IInsertPlanRequestResult }

/** 'DecidePlanRequest' parameters type */
export interface IDecidePlanRequestParams {
  id: NumberOrString;
  reason?: string | null | void;
  staffId: string;
  to: string;
}

/** 'DecidePlanRequest' return type */
export type IDecidePlanRequestResult = IInsertPlanRequestResult;

/** 'DecidePlanRequest' query type */
export interface IDecidePlanRequestQuery { params: IDecidePlanRequestParams; result: IDecidePlanRequestResult }

/** 'FindPlanRequest' parameters type */
export interface IFindPlanRequestParams {
  id: NumberOrString;
}

/** 'FindPlanRequest' return type */
export type IFindPlanRequestResult = IInsertPlanRequestResult;

/** 'FindPlanRequest' query type */
export interface IFindPlanRequestQuery { params: IFindPlanRequestParams; result: IFindPlanRequestResult }

/** 'LockPlanRequest' parameters type */
export type ILockPlanRequestParams = IFindPlanRequestParams;

/** 'LockPlanRequest' return type */
export type ILockPlanRequestResult = IInsertPlanRequestResult;

/** 'LockPlanRequest' query type */
export interface ILockPlanRequestQuery { params: ILockPlanRequestParams; result: ILockPlanRequestResult }

/** 'PlanRequestsForStaff' parameters type */
export interface IPlanRequestsForStaffParams {
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

/** 'PlanRequestsForStaff' return type */
export type IPlanRequestsForStaffResult = IInsertPlanRequestResult;

/** 'PlanRequestsForStaff' query type */
export interface IPlanRequestsForStaffQuery { params: IPlanRequestsForStaffParams; result: IPlanRequestsForStaffResult }

/** 'PlanCasesOf' parameters type */
export interface IPlanCasesOfParams {
  limit: NumberOrString;
  userIds: stringArray;
  waitingOnly: boolean;
}

/** 'PlanCasesOf' return type */
export interface IPlanCasesOfResult {
  amount: string;
  created_at: Date;
  id: string;
  status: string;
  user_id: string;
}

/** 'PlanCasesOf' query type */
export interface IPlanCasesOfQuery { params: IPlanCasesOfParams; result: IPlanCasesOfResult }

/** 'PendingPlanRequests' parameters type */
export type IPendingPlanRequestsParams = void;

/** 'PendingPlanRequests' return type */
export interface IPendingPlanRequestsResult {
  oldest_age_seconds: number | null;
  pending: number;
}

/** 'PendingPlanRequests' query type */
export interface IPendingPlanRequestsQuery { params: IPendingPlanRequestsParams; result: IPendingPlanRequestsResult }


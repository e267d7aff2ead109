/** Types generated for queries found in "server/src/protections/protections.repository.ts" */
export type DateOrString = Date | string;

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type NumberOrString = number | string;

export type stringArray = (string)[];

/** 'LimitsOf' parameters type */
export interface ILimitsOfParams {
  userId: string;
}

/** 'LimitsOf' return type */
export interface ILimitsOfResult {
  name: string;
  pending_from: Date | null;
  pending_value: string | null;
  value: string | null;
}

/** 'LimitsOf' query type */
export interface ILimitsOfQuery { params: ILimitsOfParams; result: ILimitsOfResult }

/** 'LockLimitsOf' parameters type */
export type ILockLimitsOfParams = ILimitsOfParams;

/** 'LockLimitsOf' return type */
export type ILockLimitsOfResult = ILimitsOfResult;

/** 'LockLimitsOf' query type */
export interface ILockLimitsOfQuery { params: ILockLimitsOfParams; result: ILockLimitsOfResult }

/** 'SetLimit' parameters type */
export interface ISetLimitParams {
  name: string;
  pendingFrom?: DateOrString | null | void;
  pendingValue?: NumberOrString | null | void;
  userId: string;
  value?: NumberOrString | null | void;
}

/** 'SetLimit' return type */
export type ISetLimitResult = void;

/** 'SetLimit' query type */
export interface ISetLimitQuery { params: ISetLimitParams; result: ISetLimitResult }

/** 'DeleteLimit' parameters type */
export interface IDeleteLimitParams {
  name: string;
  userId: string;
}

/** 'DeleteLimit' return type */
export type IDeleteLimitResult = void;

/** 'DeleteLimit' query type */
export interface IDeleteLimitQuery { params: IDeleteLimitParams; result: IDeleteLimitResult }

/** 'Usage' parameters type */
export type IUsageParams = ILimitsOfParams;

/** 'Usage' return type */
export interface IUsageResult {
  deposits: stringArray | null;
  loss: stringArray | null;
  open_positions: number | null;
  turnover: stringArray | null;
}

/** 'Usage' query type */
export interface IUsageQuery { params: IUsageParams; result: IUsageResult }

/** 'ExclusionInForce' parameters type */
export type IExclusionInForceParams = ILimitsOfParams;

/** 'ExclusionInForce' return type */
export interface IExclusionInForceResult {
  ends_at: Date;
  kind: string;
  starts_at: Date;
}

/** 'ExclusionInForce' query type */
export interface IExclusionInForceQuery { params: IExclusionInForceParams; result: IExclusionInForceResult }

/** 'InsertExclusion' parameters type */
export interface IInsertExclusionParams {
  endsAt: DateOrString;
  kind: string;
  userId: string;
}

/** 'InsertExclusion' return type */
export type IInsertExclusionResult = void;

/** 'InsertExclusion' query type */
export interface IInsertExclusionQuery { params: IInsertExclusionParams; result: IInsertExclusionResult }

/** 'ExclusionRefusal' parameters type */
export type IExclusionRefusalParams = ILimitsOfParams;

/** 'ExclusionRefusal' return type */
export interface IExclusionRefusalResult {
  refusal: Json | null;
}

/** 'ExclusionRefusal' query type */
export interface IExclusionRefusalQuery { params: IExclusionRefusalParams; result: IExclusionRefusalResult }

/** 'DepositRefusal' parameters type */
export interface IDepositRefusalParams {
  amount: NumberOrString;
  userId: string;
}

/** 'DepositRefusal' return type */
export type IDepositRefusalResult = IExclusionRefusalResult;

/** 'DepositRefusal' query type */
export interface IDepositRefusalQuery { params: IDepositRefusalParams; result: IDepositRefusalResult }

/** 'SessionCheck' parameters type */
export interface ISessionCheckParams {
  sessionId: string;
  userId: string;
}

/** 'SessionCheck' return type */
export interface ISessionCheckResult {
  acknowledged_at: Date;
  created_at: Date;
}

/** 'SessionCheck' query type */
export interface ISessionCheckQuery { params: ISessionCheckParams; result: ISessionCheckResult }

/** 'SessionResults' parameters type */
export interface ISessionResultsParams {
  since: DateOrString;
  userId: string;
}

/** 'SessionResults' return type */
export interface ISessionResultsResult {
  result: string | null;
  stakes: string | null;
  trades: number | null;
}

/** 'SessionResults' query type */
export interface ISessionResultsQuery { params: ISessionResultsParams; result: ISessionResultsResult }

/** 'AcknowledgeRealityCheck' parameters type */
export interface IAcknowledgeRealityCheckParams {
  sessionId: string;
}

/** 'AcknowledgeRealityCheck' return type */
export type IAcknowledgeRealityCheckResult = void;

/** 'AcknowledgeRealityCheck' query type */
export interface IAcknowledgeRealityCheckQuery { params: IAcknowledgeRealityCheckParams; result: IAcknowledgeRealityCheckResult }


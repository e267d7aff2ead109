/** Types generated for queries found in "server/src/auth/login-events.repository.ts" */
export type NumberOrString = number | string;

/** 'RecordLogin' parameters type */
export interface IRecordLoginParams {
  address?: string | null | void;
  device?: string | null | void;
  keptDays: number;
  outcome: string;
  userId: string;
}

/** 'RecordLogin' return type */
export type IRecordLoginResult = void;

/** 'RecordLogin' query type */
export interface IRecordLoginQuery { params: IRecordLoginParams; result: IRecordLoginResult }

/** 'RecentLogins' parameters type */
export interface IRecentLoginsParams {
  days: number;
  limit: NumberOrString;
  userId: string;
}

/** 'RecentLogins' return type */
export interface IRecentLoginsResult {
  address: string | null;
  created_at: Date;
  device: string | null;
  outcome: string;
}

/** 'RecentLogins' query type */
export interface IRecentLoginsQuery { params: IRecentLoginsParams; result: IRecentLoginsResult }


/** Types generated for queries found in "server/src/auth/sessions.repository.ts" */

/** 'CreateSession' parameters type */
export interface ICreateSessionParams {
  address?: string | null | void;
  device?: string | null | void;
  kind: string;
  userId: string;
}

/** 'CreateSession' return type */
export interface ICreateSessionResult {
  id: string;
}

/** 'CreateSession' query type */
export interface ICreateSessionQuery { params: ICreateSessionParams; result: ICreateSessionResult }

/** 'TouchSession' parameters type */
export type ITouchSessionParams = ICreateSessionResult;

/** 'TouchSession' return type */
export type ITouchSessionResult = void;

/** 'TouchSession' query type */
export interface ITouchSessionQuery { params: ITouchSessionParams; result: ITouchSessionResult }

/** 'LiveSessionsOf' parameters type */
export interface ILiveSessionsOfParams {
  userId: string;
}

/** 'LiveSessionsOf' return type */
export interface ILiveSessionsOfResult {
  address: string | null;
  created_at: Date;
  device: string | null;
  id: string;
  last_seen_at: Date;
}

/** 'LiveSessionsOf' query type */
export interface ILiveSessionsOfQuery { params: ILiveSessionsOfParams; result: ILiveSessionsOfResult }

/** 'SessionsOfUser' parameters type */
export interface ISessionsOfUserParams {
  keep: string;
  userId: string;
}

/** 'SessionsOfUser' return type */
export type ISessionsOfUserResult = ICreateSessionResult;

/** 'SessionsOfUser' query type */
export interface ISessionsOfUserQuery { params: ISessionsOfUserParams; result: ISessionsOfUserResult }

/** 'LiveUserOf' parameters type */
export type ILiveUserOfParams = ICreateSessionResult;

/** 'LiveUserOf' return type */
export interface ILiveUserOfResult {
  user_id: string;
}

/** 'LiveUserOf' query type */
export interface ILiveUserOfQuery { params: ILiveUserOfParams; result: ILiveUserOfResult }

/** 'RevokeSession' parameters type */
export interface IRevokeSessionParams {
  id: string;
  userId: string;
}

/** 'RevokeSession' return type */
export type IRevokeSessionResult = ICreateSessionResult;

/** 'RevokeSession' query type */
export interface IRevokeSessionQuery { params: IRevokeSessionParams; result: IRevokeSessionResult }

/** 'RevokeAllOfUser' parameters type */
export type IRevokeAllOfUserParams = ILiveSessionsOfParams;

/** 'RevokeAllOfUser' return type */
export type IRevokeAllOfUserResult = ICreateSessionResult;

/** 'RevokeAllOfUser' query type */
export interface IRevokeAllOfUserQuery { params: IRevokeAllOfUserParams; result: IRevokeAllOfUserResult }


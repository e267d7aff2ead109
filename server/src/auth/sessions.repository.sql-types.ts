/** Types generated for queries found in "server/src/auth/sessions.repository.ts" */

/** 'CreateSession' parameters type */
export interface ICreateSessionParams {
  kind: string;
  userId: string;
}

/** 'CreateSession' return type */
export interface ICreateSessionResult {
  id: string;
}

/** 'CreateSession' query type */
export interface ICreateSessionQuery { params: ICreateSessionParams; result: ICreateSessionResult }

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
export interface IRevokeAllOfUserParams {
  userId: string;
}

/** 'RevokeAllOfUser' return type */
export type IRevokeAllOfUserResult = ICreateSessionResult;

/** 'RevokeAllOfUser' query type */
export interface IRevokeAllOfUserQuery { params: IRevokeAllOfUserParams; result: IRevokeAllOfUserResult }


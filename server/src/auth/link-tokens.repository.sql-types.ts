/** Types generated for queries found in "server/src/auth/link-tokens.repository.ts" */

/** 'VoidUnusedLinkTokens' parameters type */
export interface IVoidUnusedLinkTokensParams {
  purpose: string;
  userId: string;
}

/** 'VoidUnusedLinkTokens' return type */
export type IVoidUnusedLinkTokensResult = void;

/** 'VoidUnusedLinkTokens' query type */
export interface IVoidUnusedLinkTokensQuery { params: IVoidUnusedLinkTokensParams; result: IVoidUnusedLinkTokensResult }

/** 'InsertLinkToken' parameters type */
export interface IInsertLinkTokenParams {
  purpose: string;
  tokenHash: string;
  ttlSeconds: number;
  userId: string;
}

/** 'InsertLinkToken' return type */
export type IInsertLinkTokenResult = void;

/** 'InsertLinkToken' query type */
export interface IInsertLinkTokenQuery { params: IInsertLinkTokenParams; result: IInsertLinkTokenResult }

/** 'UserOfValidLinkToken' parameters type */
export interface IUserOfValidLinkTokenParams {
  purpose: string;
  tokenHash: string;
}

/** 'UserOfValidLinkToken' return type */
export interface IUserOfValidLinkTokenResult {
  user_id: string;
}

/** 'UserOfValidLinkToken' query type */
export interface IUserOfValidLinkTokenQuery { params: IUserOfValidLinkTokenParams; result: IUserOfValidLinkTokenResult }

/** 'SpendLinkToken' parameters type */
export type ISpendLinkTokenParams = IUserOfValidLinkTokenParams;

/** 'SpendLinkToken' return type */
export type ISpendLinkTokenResult = IUserOfValidLinkTokenResult;

/** 'SpendLinkToken' query type */
export interface ISpendLinkTokenQuery { params: ISpendLinkTokenParams; result: ISpendLinkTokenResult }

/** 'OwnerOfLinkToken' parameters type */
export type IOwnerOfLinkTokenParams = IUserOfValidLinkTokenParams;

/** 'OwnerOfLinkToken' return type */
export type IOwnerOfLinkTokenResult = IUserOfValidLinkTokenResult;

/** 'OwnerOfLinkToken' query type */
export interface IOwnerOfLinkTokenQuery { params: IOwnerOfLinkTokenParams; result: IOwnerOfLinkTokenResult }


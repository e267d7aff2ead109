/** Types generated for queries found in "server/src/market/tick-commitments.repository.ts" */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type JsonArray = (Json)[];

export type NumberOrString = number | string;

export type NumberOrStringArray = (NumberOrString)[];

export type numberArray = (number)[];

export type stringArray = (string)[];

/** 'LockCommitments' parameters type */
export type ILockCommitmentsParams = void;

/** 'LockCommitments' return type */
export interface ILockCommitmentsResult {
  locked: undefined | null;
}

/** 'LockCommitments' query type */
export interface ILockCommitmentsQuery { params: ILockCommitmentsParams; result: ILockCommitmentsResult }

/** 'LatestCommitment' parameters type */
export type ILatestCommitmentParams = void;

/** 'LatestCommitment' return type */
export interface ILatestCommitmentResult {
  head: string;
  second: string;
}

/** 'LatestCommitment' query type */
export interface ILatestCommitmentQuery { params: ILatestCommitmentParams; result: ILatestCommitmentResult }

/** 'InsertCommitments' parameters type */
export interface IInsertCommitmentsParams {
  heads: stringArray;
  keyIds: stringArray;
  leafCounts: numberArray;
  leaves: JsonArray;
  prevHeads: stringArray;
  prevSeconds: NumberOrStringArray;
  roots: stringArray;
  seconds: NumberOrStringArray;
  signatures: stringArray;
}

/** 'InsertCommitments' return type */
export type IInsertCommitmentsResult = void;

/** 'InsertCommitments' query type */
export interface IInsertCommitmentsQuery { params: IInsertCommitmentsParams; result: IInsertCommitmentsResult }

/** 'CommitmentsBetween' parameters type */
export interface ICommitmentsBetweenParams {
  from: NumberOrString;
  to: NumberOrString;
}

/** 'CommitmentsBetween' return type */
export interface ICommitmentsBetweenResult {
  head: string;
  key_id: string;
  leaf_count: number;
  leaves: Json;
  prev_head: string;
  prev_second: string | null;
  root: string;
  second: string;
  signature: string;
}

/** 'CommitmentsBetween' query type */
export interface ICommitmentsBetweenQuery { params: ICommitmentsBetweenParams; result: ICommitmentsBetweenResult }

/** 'CommitmentAfter' parameters type */
export interface ICommitmentAfterParams {
  after: NumberOrString;
}

/** 'CommitmentAfter' return type */
export type ICommitmentAfterResult = ICommitmentsBetweenResult;

/** 'CommitmentAfter' query type */
export interface ICommitmentAfterQuery { params: ICommitmentAfterParams; result: ICommitmentAfterResult }


/** Types generated for queries found in "server/src/idempotency/idempotency-keys.repository.ts" */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type JsonArray = (Json)[];

export type stringArray = (string)[];

/** 'ClaimKeys' parameters type */
export interface IClaimKeysParams {
  hashes: stringArray;
  keys: stringArray;
  users: stringArray;
}

/** 'ClaimKeys' return type */
export interface IClaimKeysResult {
  ord: number;
}

/** 'ClaimKeys' query type */
export interface IClaimKeysQuery { params: IClaimKeysParams; result: IClaimKeysResult }

/** 'AnswersOf' parameters type */
export interface IAnswersOfParams {
  keys: stringArray;
  users: stringArray;
}

/** 'AnswersOf' return type */
export interface IAnswersOfResult {
  key: string;
  request_hash: string;
  response: Json | null;
  user_id: string;
}

/** 'AnswersOf' query type */
export interface IAnswersOfQuery { params: IAnswersOfParams; result: IAnswersOfResult }

/** 'CompleteClaims' parameters type */
export interface ICompleteClaimsParams {
  keys: stringArray;
  responses: JsonArray;
  users: stringArray;
}

/** 'CompleteClaims' return type */
export interface ICompleteClaimsResult {
  idempotency_complete_claims: undefined | null;
}

/** 'CompleteClaims' query type */
export interface ICompleteClaimsQuery { params: ICompleteClaimsParams; result: ICompleteClaimsResult }


/** Types generated for queries found in "server/src/kyc/kyc.repository.ts" */
export type NumberOrString = number | string;

export type stringArray = (string)[];

/** 'LatestVerification' parameters type */
export interface ILatestVerificationParams {
  userId: string;
}

/** 'LatestVerification' return type */
export interface ILatestVerificationResult {
  created_at: Date;
  file_path: string;
  id: string;
  method: string;
  mime_type: string;
  previous_id: string | null;
  reason: string | null;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  status: string;
  user_id: string;
}

/** 'LatestVerification' query type */
export interface ILatestVerificationQuery { params: ILatestVerificationParams; result: ILatestVerificationResult }

/** 'LatestOfUsers' parameters type */
export interface ILatestOfUsersParams {
  userIds: stringArray;
}

/** 'LatestOfUsers' return type */
export type ILatestOfUsersResult = ILatestVerificationResult;

/** 'LatestOfUsers' query type */
export interface ILatestOfUsersQuery { params: ILatestOfUsersParams; result: ILatestOfUsersResult }

/** 'FindVerification' parameters type */
export interface IFindVerificationParams {
  id: NumberOrString;
}

/** 'FindVerification' return type */
export type IFindVerificationResult = ILatestVerificationResult;

/** 'FindVerification' query type */
export interface IFindVerificationQuery { params: IFindVerificationParams; result: IFindVerificationResult }

/** 'InsertVerification' parameters type */
export interface IInsertVerificationParams {
  filePath: string;
  method: string;
  mimeType: string;
  previousId?: NumberOrString | null | void;
  userId: string;
}

/** 'InsertVerification' return type */
export type IInsertVerificationResult = ILatestVerificationResult;

/** 'InsertVerification' query type */
export interface IInsertVerificationQuery { params: IInsertVerificationParams; result: IInsertVerificationResult }

/** 'ReviewVerification' parameters type */
export interface IReviewVerificationParams {
  decision: string;
  id: NumberOrString;
  reason?: string | null | void;
  staffUserId: string;
}

/** 'ReviewVerification' return type */
export type IReviewVerificationResult = ILatestVerificationResult;

/** 'ReviewVerification' query type */
export interface IReviewVerificationQuery { params: IReviewVerificationParams; result: IReviewVerificationResult }

/** 'LockVerification' parameters type */
export type ILockVerificationParams = IFindVerificationParams;

/** 'LockVerification' return type */
export interface ILockVerificationResult {
  status: string;
  user_id: string;
}

/** 'LockVerification' query type */
export interface ILockVerificationQuery { params: ILockVerificationParams; result: ILockVerificationResult }

/** 'VerificationsWithClients' parameters type */
export interface IVerificationsWithClientsParams {
  id?: NumberOrString | null | void;
  status?: string | null | void;
}

/** 'VerificationsWithClients' return type */
export interface IVerificationsWithClientsResult {
  client_email: string;
  client_name: string;
  created_at: Date;
  file_path: string;
  id: string;
  method: string;
  mime_type: string;
  previous_id: string | null;
  reason: string | null;
  reviewed_at: Date | null;
  reviewed_by: string | null;
  status: string;
  user_id: string;
}

/** 'VerificationsWithClients' query type */
export interface IVerificationsWithClientsQuery { params: IVerificationsWithClientsParams; result: IVerificationsWithClientsResult }

/** 'VerificationsOfUsers' parameters type */
export interface IVerificationsOfUsersParams {
  limit: NumberOrString;
  userIds: stringArray;
  waitingOnly: boolean;
}

/** 'VerificationsOfUsers' return type */
export type IVerificationsOfUsersResult = ILatestVerificationResult;

/** 'VerificationsOfUsers' query type */
export interface IVerificationsOfUsersQuery { params: IVerificationsOfUsersParams; result: IVerificationsOfUsersResult }

/** 'PendingVerifications' parameters type */
export type IPendingVerificationsParams = void;

/** 'PendingVerifications' return type */
export interface IPendingVerificationsResult {
  oldest_age_seconds: number | null;
  pending: number;
}

/** 'PendingVerifications' query type */
export interface IPendingVerificationsQuery { params: IPendingVerificationsParams; result: IPendingVerificationsResult }


/** Types generated for queries found in "server/src/users/account-status.repository.ts" */
export type stringArray = (string)[];

/** 'LockAccount' parameters type */
export interface ILockAccountParams {
  id: string;
}

/** 'LockAccount' return type */
export interface ILockAccountResult {
  roles: stringArray;
  status: string;
}

/** 'LockAccount' query type */
export interface ILockAccountQuery { params: ILockAccountParams; result: ILockAccountResult }

/** 'SuspendAccount' parameters type */
export interface ISuspendAccountParams {
  id: string;
  reason: string;
}

/** 'SuspendAccount' return type */
export interface ISuspendAccountResult {
  status: string;
  suspended_at: Date | null;
  suspended_reason: string | null;
}

/** 'SuspendAccount' query type */
export interface ISuspendAccountQuery { params: ISuspendAccountParams; result: ISuspendAccountResult }

/** 'ReactivateAccount' parameters type */
export type IReactivateAccountParams = ILockAccountParams;

/** 'ReactivateAccount' return type */
export type IReactivateAccountResult = ISuspendAccountResult;

/** 'ReactivateAccount' query type */
export interface IReactivateAccountQuery { params: IReactivateAccountParams; result: IReactivateAccountResult }

/** 'AccountStatusOf' parameters type */
export type IAccountStatusOfParams = ILockAccountParams;

/** 'AccountStatusOf' return type */
export type IAccountStatusOfResult = ISuspendAccountResult;

/** 'AccountStatusOf' query type */
export interface IAccountStatusOfQuery { params: IAccountStatusOfParams; result: IAccountStatusOfResult }


/** Types generated for queries found in "server/src/ledger/ledger.repository.ts" */
export type NumberOrString = number | string;

export type NumberOrStringArray = (NumberOrString)[];

export type stringArray = (string)[];

/** 'CreateUserAccounts' parameters type */
export interface ICreateUserAccountsParams {
  userId: string;
}

/** 'CreateUserAccounts' return type */
export type ICreateUserAccountsResult = void;

/** 'CreateUserAccounts' query type */
export interface ICreateUserAccountsQuery { params: ICreateUserAccountsParams; result: ICreateUserAccountsResult }

/** 'SystemAccount' parameters type */
export interface ISystemAccountParams {
  kind: string;
  mode: string;
}

/** 'SystemAccount' return type */
export interface ISystemAccountResult {
  id: string;
}

/** 'SystemAccount' query type */
export interface ISystemAccountQuery { params: ISystemAccountParams; result: ISystemAccountResult }

/** 'LockUserAccounts' parameters type */
export interface ILockUserAccountsParams {
  modes: stringArray;
  owners: stringArray;
}

/** 'LockUserAccounts' return type */
export interface ILockUserAccountsResult {
  balance: string;
  escrow_account: string | null;
  mode: string;
  other_balance: string;
  other_version: string;
  owner_id: string;
  user_account: string | null;
  version: string;
}

/** 'LockUserAccounts' query type */
export interface ILockUserAccountsQuery { params: ILockUserAccountsParams; result: ILockUserAccountsResult }

/** 'LockSettlementAccounts' parameters type */
export type ILockSettlementAccountsParams = ILockUserAccountsParams;

/** 'LockSettlementAccounts' return type */
export interface ILockSettlementAccountsResult {
  escrow_account: string;
  house: string;
  mode: string;
  owner_id: string;
  user_account: string;
}

/** 'LockSettlementAccounts' query type */
export interface ILockSettlementAccountsQuery { params: ILockSettlementAccountsParams; result: ILockSettlementAccountsResult }

/** 'ApplyTransfer' parameters type */
export interface IApplyTransferParams {
  amount: NumberOrString;
  credit: NumberOrString;
  debit: NumberOrString;
  kind: string;
  reference: string;
}

/** 'ApplyTransfer' return type */
export interface IApplyTransferResult {
  account_id: string;
  balance: string;
  version: string;
}

/** 'ApplyTransfer' query type */
export interface IApplyTransferQuery { params: IApplyTransferParams; result: IApplyTransferResult }

/** 'SettleStakes' parameters type */
export interface ISettleStakesParams {
  escrows: NumberOrStringArray;
  houses: NumberOrStringArray;
  last: NumberOrStringArray;
  owners: NumberOrStringArray;
  returned: NumberOrStringArray;
  stakes: NumberOrStringArray;
  tradeIds: NumberOrStringArray;
}

/** 'SettleStakes' return type */
export interface ISettleStakesResult {
  accounts: number;
}

/** 'SettleStakes' query type */
export interface ISettleStakesQuery { params: ISettleStakesParams; result: ISettleStakesResult }

/** 'AccountBalance' parameters type */
export interface IAccountBalanceParams {
  id: NumberOrString;
}

/** 'AccountBalance' return type */
export interface IAccountBalanceResult {
  balance: string;
}

/** 'AccountBalance' query type */
export interface IAccountBalanceQuery { params: IAccountBalanceParams; result: IAccountBalanceResult }

/** 'BalancesOf' parameters type */
export interface IBalancesOfParams {
  userIds: stringArray;
}

/** 'BalancesOf' return type */
export interface IBalancesOfResult {
  balance: string;
  mode: string;
  owner_id: string;
  version: string;
}

/** 'BalancesOf' query type */
export interface IBalancesOfQuery { params: IBalancesOfParams; result: IBalancesOfResult }


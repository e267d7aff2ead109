/** Types generated for queries found in "server/src/funds/deposit-addresses.repository.ts" */

/** 'DerivationIndex' parameters type */
export interface IDerivationIndexParams {
  currency: string;
  userId: string;
}

/** 'DerivationIndex' return type */
export interface IDerivationIndexResult {
  derivation_index: number;
}

/** 'DerivationIndex' query type */
export interface IDerivationIndexQuery { params: IDerivationIndexParams; result: IDerivationIndexResult }

/** 'NextDerivationIndex' parameters type */
export interface INextDerivationIndexParams {
  sequence: string;
}

/** 'NextDerivationIndex' return type */
export interface INextDerivationIndexResult {
  index: string;
}

/** 'NextDerivationIndex' query type */
export interface INextDerivationIndexQuery { params: INextDerivationIndexParams; result: INextDerivationIndexResult }

/** 'InsertDepositAddress' parameters type */
export interface IInsertDepositAddressParams {
  address: string;
  currency: string;
  index: number;
  userId: string;
}

/** 'InsertDepositAddress' return type */
export type IInsertDepositAddressResult = void;

/** 'InsertDepositAddress' query type */
export interface IInsertDepositAddressQuery { params: IInsertDepositAddressParams; result: IInsertDepositAddressResult }


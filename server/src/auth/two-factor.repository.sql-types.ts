/** Types generated for queries found in "server/src/auth/two-factor.repository.ts" */
export type NumberOrString = number | string;

export type stringArray = (string)[];

/** 'TwoFactorOf' parameters type */
export interface ITwoFactorOfParams {
  userId: string;
}

/** 'TwoFactorOf' return type */
export interface ITwoFactorOfResult {
  enabled_at: Date | null;
  last_step: string | null;
  secret: string;
}

/** 'TwoFactorOf' query type */
export interface ITwoFactorOfQuery { params: ITwoFactorOfParams; result: ITwoFactorOfResult }

/** 'SavePendingSecret' parameters type */
export interface ISavePendingSecretParams {
  secret: string;
  userId: string;
}

/** 'SavePendingSecret' return type */
export interface ISavePendingSecretResult {
  user_id: string;
}

/** 'SavePendingSecret' query type */
export interface ISavePendingSecretQuery { params: ISavePendingSecretParams; result: ISavePendingSecretResult }

/** 'EnableTwoFactor' parameters type */
export interface IEnableTwoFactorParams {
  secret: string;
  step: NumberOrString;
  userId: string;
}

/** 'EnableTwoFactor' return type */
export type IEnableTwoFactorResult = ISavePendingSecretResult;

/** 'EnableTwoFactor' query type */
export interface IEnableTwoFactorQuery { params: IEnableTwoFactorParams; result: IEnableTwoFactorResult }

/** 'UseStep' parameters type */
export interface IUseStepParams {
  step: NumberOrString;
  userId: string;
}

/** 'UseStep' return type */
export type IUseStepResult = ISavePendingSecretResult;

/** 'UseStep' query type */
export interface IUseStepQuery { params: IUseStepParams; result: IUseStepResult }

/** 'DeleteTwoFactor' parameters type */
export type IDeleteTwoFactorParams = ITwoFactorOfParams;

/** 'DeleteTwoFactor' return type */
export type IDeleteTwoFactorResult = void;

/** 'DeleteTwoFactor' query type */
export interface IDeleteTwoFactorQuery { params: IDeleteTwoFactorParams; result: IDeleteTwoFactorResult }

/** 'DeleteRecoveryCodes' parameters type */
export type IDeleteRecoveryCodesParams = ITwoFactorOfParams;

/** 'DeleteRecoveryCodes' return type */
export type IDeleteRecoveryCodesResult = void;

/** 'DeleteRecoveryCodes' query type */
export interface IDeleteRecoveryCodesQuery { params: IDeleteRecoveryCodesParams; result: IDeleteRecoveryCodesResult }

/** 'InsertRecoveryCodes' parameters type */
export interface IInsertRecoveryCodesParams {
  hashes: stringArray;
  userId: string;
}

/** 'InsertRecoveryCodes' return type */
export type IInsertRecoveryCodesResult = void;

/** 'InsertRecoveryCodes' query type */
export interface IInsertRecoveryCodesQuery { params: IInsertRecoveryCodesParams; result: IInsertRecoveryCodesResult }

/** 'UseRecoveryCode' parameters type */
export interface IUseRecoveryCodeParams {
  hash: string;
  userId: string;
}

/** 'UseRecoveryCode' return type */
export interface IUseRecoveryCodeResult {
  id: string;
}

/** 'UseRecoveryCode' query type */
export interface IUseRecoveryCodeQuery { params: IUseRecoveryCodeParams; result: IUseRecoveryCodeResult }


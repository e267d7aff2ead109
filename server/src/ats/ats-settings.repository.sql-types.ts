/** Types generated for queries found in "server/src/ats/ats-settings.repository.ts" */
export type NumberOrString = number | string;

/** 'FindAtsSettings' parameters type */
export interface IFindAtsSettingsParams {
  userId: string;
}

/** 'FindAtsSettings' return type */
export interface IFindAtsSettingsResult {
  enabled: boolean;
  last_outcome: string | null;
  last_run_at: Date | null;
  stake: string;
  symbol: string;
  user_id: string;
}

/** 'FindAtsSettings' query type */
export interface IFindAtsSettingsQuery { params: IFindAtsSettingsParams; result: IFindAtsSettingsResult }

/** 'SaveAtsSettings' parameters type */
export interface ISaveAtsSettingsParams {
  enabled: boolean;
  stake: NumberOrString;
  symbol: string;
  userId: string;
}

/** 'SaveAtsSettings' return type */
export type ISaveAtsSettingsResult = IFindAtsSettingsResult;

/** 'SaveAtsSettings' query type */
export interface ISaveAtsSettingsQuery { params: ISaveAtsSettingsParams; result: ISaveAtsSettingsResult }

/** 'EnabledHolders' parameters type */
export interface IEnabledHoldersParams {
  noPlan: string;
}

/** 'EnabledHolders' return type */
export interface IEnabledHoldersResult {
  stake: string;
  symbol: string;
  trading_plan: string;
  user_id: string;
}

/** 'EnabledHolders' query type */
export interface IEnabledHoldersQuery { params: IEnabledHoldersParams; result: IEnabledHoldersResult }

/** 'LockEnabled' parameters type */
export type ILockEnabledParams = IFindAtsSettingsParams;

/** 'LockEnabled' return type */
export interface ILockEnabledResult {
  user_id: string;
}

/** 'LockEnabled' query type */
export interface ILockEnabledQuery { params: ILockEnabledParams; result: ILockEnabledResult }

/** 'RecordAtsOutcome' parameters type */
export interface IRecordAtsOutcomeParams {
  outcome: string;
  userId: string;
}

/** 'RecordAtsOutcome' return type */
export type IRecordAtsOutcomeResult = void;

/** 'RecordAtsOutcome' query type */
export interface IRecordAtsOutcomeQuery { params: IRecordAtsOutcomeParams; result: IRecordAtsOutcomeResult }


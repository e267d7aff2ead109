/** Types generated for queries found in "server/src/mail/mail-outbox.repository.ts" */
export type NumberOrString = number | string;

/** 'InsertOutboxMail' parameters type */
export interface IInsertOutboxMailParams {
  html: string;
  subject: string;
  text: string;
  to: string;
}

/** 'InsertOutboxMail' return type */
export interface IInsertOutboxMailResult {
  id: string;
}

/** 'InsertOutboxMail' query type */
export interface IInsertOutboxMailQuery { params: IInsertOutboxMailParams; result: IInsertOutboxMailResult }

/** 'FindOutboxMail' parameters type */
export interface IFindOutboxMailParams {
  id: NumberOrString;
}

/** 'FindOutboxMail' return type */
export interface IFindOutboxMailResult {
  html_body: string;
  id: string;
  status: string;
  subject: string;
  text_body: string;
  to_address: string;
}

/** 'FindOutboxMail' query type */
export interface IFindOutboxMailQuery { params: IFindOutboxMailParams; result: IFindOutboxMailResult }

/** 'RecordOutboxDelivery' parameters type */
export interface IRecordOutboxDeliveryParams {
  id: NumberOrString;
  outcome: string;
}

/** 'RecordOutboxDelivery' return type */
export type IRecordOutboxDeliveryResult = void;

/** 'RecordOutboxDelivery' query type */
export interface IRecordOutboxDeliveryQuery { params: IRecordOutboxDeliveryParams; result: IRecordOutboxDeliveryResult }

/** 'RecordOutboxFailure' parameters type */
export interface IRecordOutboxFailureParams {
  error: string;
  id: NumberOrString;
  status: string;
}

/** 'RecordOutboxFailure' return type */
export type IRecordOutboxFailureResult = void;

/** 'RecordOutboxFailure' query type */
export interface IRecordOutboxFailureQuery { params: IRecordOutboxFailureParams; result: IRecordOutboxFailureResult }

/** 'LostOutboxIds' parameters type */
export type ILostOutboxIdsParams = void;

/** 'LostOutboxIds' return type */
export type ILostOutboxIdsResult = IInsertOutboxMailResult;

/** 'LostOutboxIds' query type */
export interface ILostOutboxIdsQuery { params: ILostOutboxIdsParams; result: ILostOutboxIdsResult }


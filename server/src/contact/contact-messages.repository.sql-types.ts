/** Types generated for queries found in "server/src/contact/contact-messages.repository.ts" */

/** 'InsertContactMessage' parameters type */
export interface IInsertContactMessageParams {
  email: string;
  ip: string;
  message: string;
  name: string;
}

/** 'InsertContactMessage' return type */
export type IInsertContactMessageResult = void;

/** 'InsertContactMessage' query type */
export interface IInsertContactMessageQuery { params: IInsertContactMessageParams; result: IInsertContactMessageResult }


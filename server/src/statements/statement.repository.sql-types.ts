/** Types generated for queries found in "server/src/statements/statement.repository.ts" */
export type DateOrString = Date | string;

export type NumberOrString = number | string;

export type stringArray = (string)[];

/** 'StatementLines' parameters type */
export interface IStatementLinesParams {
  before?: NumberOrString | null | void;
  from: DateOrString;
  kinds?: stringArray | null | void;
  limit?: number | null | void;
  mode: string;
  to: DateOrString;
  userId: string;
}

/** 'StatementLines' return type */
export interface IStatementLinesResult {
  amount: string | null;
  balance: string | null;
  closing: string;
  id: string | null;
  kind: string | null;
  opening: string;
  reference: string | null;
  time: Date | null;
}

/** 'StatementLines' query type */
export interface IStatementLinesQuery { params: IStatementLinesParams; result: IStatementLinesResult }


/** Types generated for queries found in "server/src/backoffice/client-notes.repository.ts" */
export type NumberOrString = number | string;

/** 'ClientNotes' parameters type */
export interface IClientNotesParams {
  action: string;
  clientId: string;
  limit: NumberOrString;
}

/** 'ClientNotes' return type */
export interface IClientNotesResult {
  actor_id: string | null;
  author_email: string | null;
  created_at: Date;
  id: string;
  item_id: string;
  item_kind: string;
  text: string | null;
}

/** 'ClientNotes' query type */
export interface IClientNotesQuery { params: IClientNotesParams; result: IClientNotesResult }


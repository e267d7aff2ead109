/** Types generated for queries found in "server/src/audit/audit-log.repository.ts" */
export type DateOrString = Date | string;

export type NumberOrString = number | string;

/** 'WriteAudit' parameters type */
export interface IWriteAuditParams {
  action: string;
  actorId?: string | null | void;
  clientId?: string | null | void;
  from?: string | null | void;
  ip?: string | null | void;
  itemId: string;
  itemKind: string;
  reason?: string | null | void;
  to?: string | null | void;
}

/** 'WriteAudit' return type */
export type IWriteAuditResult = void;

/** 'WriteAudit' query type */
export interface IWriteAuditQuery { params: IWriteAuditParams; result: IWriteAuditResult }

/** 'AuditPage' parameters type */
export interface IAuditPageParams {
  actor?: string | null | void;
  client?: string | null | void;
  cursor?: NumberOrString | null | void;
  from?: DateOrString | null | void;
  item?: string | null | void;
  kind?: string | null | void;
  limit: NumberOrString;
  to?: DateOrString | null | void;
}

/** 'AuditPage' return type */
export interface IAuditPageResult {
  action: string;
  actor_email: string | null;
  actor_id: string | null;
  client_email: string | null;
  client_id: string | null;
  created_at: Date;
  from_state: string | null;
  id: string;
  ip: string | null;
  item_id: string;
  item_kind: string;
  reason: string | null;
  to_state: string | null;
}

/** 'AuditPage' query type */
export interface IAuditPageQuery { params: IAuditPageParams; result: IAuditPageResult }


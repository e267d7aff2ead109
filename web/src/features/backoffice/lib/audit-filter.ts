import type { ItemKind } from '@contracts/account';

/** What the audit log is narrowed to (the page's filters, the query's key and the request's parameters). */
export interface AuditFilter {
  kind?: ItemKind;
  item?: string;
  /** ISO dates (yyyy-mm-dd), inclusive. */
  from?: string;
  to?: string;
}

import { Injectable } from '@nestjs/common';
import { AUDIT_CSV_MAX_ROWS, type AuditPage } from '../contracts/backoffice';
import type { AuditQueryDto } from '../contracts/requests/decision.request';
import { auditCsv } from './audit-csv';
import { AuditLog, type AuditFilter } from '../audit/audit-log.repository';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filter a query asks for: a day alone as `from` starts at its first moment, as `to` ends at its last (UTC). */
function filterOf(q: AuditQueryDto, limit: number, cursor: string | undefined): AuditFilter {
  const from = q.from && DAY.test(q.from) ? `${q.from}T00:00:00.000Z` : q.from;
  const to = q.to && DAY.test(q.to) ? `${q.to}T23:59:59.999999Z` : q.to;
  return { actor: q.actor, kind: q.kind, item: q.item, client: q.client, from, to, cursor, limit };
}

/** The back office's reading of the audit log: a page, or the filtered log as a CSV file. */
@Injectable()
export class AuditLogService {
  constructor(private readonly log: AuditLog) {}

  page(q: AuditQueryDto): Promise<AuditPage> {
    return this.log.page(filterOf(q, q.limit, q.cursor));
  }

  /**
   * The whole filtered log, newest first, as CSV: cursor and limit are ignored, and the file stops at
   * AUDIT_CSV_MAX_ROWS (10,000) rows so one export cannot hold the API for an unbounded read.
   */
  async csv(q: AuditQueryDto, now = new Date()): Promise<{ body: Buffer; name: string }> {
    const { items } = await this.log.page(filterOf(q, AUDIT_CSV_MAX_ROWS, undefined));
    return { body: Buffer.from(auditCsv(items), 'utf8'), name: `audit-${now.toISOString().slice(0, 10)}.csv` };
  }
}

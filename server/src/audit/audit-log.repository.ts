import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource, EntityManager } from 'typeorm';
import { AUDIT_KINDS, type AuditEntry, type AuditKind, type AuditPage } from '../contracts/backoffice';
import { oneOf } from '../database/narrow-text';
import { execute, rows } from '../database/typed-query';
import type { IAuditPageQuery, IWriteAuditQuery } from './audit-log.repository.sql-types';

/** One audit row as its writer gives it: who did what to which item of which client, from which state to which, why, from where. */
export interface AuditRow {
  /** The staff member (null for the system). */
  actorId: string | null;
  action: string;
  itemKind: AuditKind;
  itemId: string;
  /** The client whose item or account it is (null when none). */
  clientId: string | null;
  from: string | null;
  to: string | null;
  reason: string | null;
  ip: string | null;
}

/** Which rows a page holds: every filter is optional; `from` and `to` are moments (both included); `cursor` is the last id of the page before. */
export interface AuditFilter {
  actor?: string;
  kind?: AuditKind;
  item?: string;
  client?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
}

const writeAudit = sql<IWriteAuditQuery>`
  INSERT INTO audit_log (actor_id, action, item_kind, item_id, client_id, from_state, to_state, reason, ip)
  VALUES ($actorId, $action!, $itemKind!, $itemId!, $clientId, $from, $to, $reason, $ip)`;

// Newest first by id (the keyset: a row written while someone pages lands before the first page, never twice);
// the e-mails are hinted nullable ("?"): a LEFT JOIN that finds no user answers null, which pgtyped cannot infer.
const auditPage = sql<IAuditPageQuery>`
  SELECT a.id, a.actor_id, actor.email AS "actor_email?", a.action, a.item_kind, a.item_id, a.client_id, client.email AS "client_email?",
         a.from_state, a.to_state, a.reason, a.ip, a.created_at
    FROM audit_log a
    LEFT JOIN users actor ON actor.id = a.actor_id
    LEFT JOIN users client ON client.id = a.client_id
   WHERE ($actor::uuid IS NULL OR a.actor_id = $actor) AND ($kind::text IS NULL OR a.item_kind = $kind)
     AND ($item::text IS NULL OR a.item_id = $item) AND ($client::uuid IS NULL OR a.client_id = $client)
     AND ($from::timestamptz IS NULL OR a.created_at >= $from) AND ($to::timestamptz IS NULL OR a.created_at <= $to)
     AND ($cursor::bigint IS NULL OR a.id < $cursor)
   ORDER BY a.id DESC LIMIT $limit!`;

/**
 * The append-only audit log (a trigger refuses UPDATE and DELETE): the one writer every audited action
 * calls in its own transaction, so the row commits or rolls back with what it records.
 */
@Injectable()
export class AuditLog {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async write(m: EntityManager, row: AuditRow): Promise<void> {
    await execute(writeAudit, row, m);
  }

  /** One page, newest first, each actor and client with its e-mail; `next_cursor` is null on the last page. */
  async page(f: AuditFilter): Promise<AuditPage> {
    const found = await rows(
      auditPage,
      {
        actor: f.actor ?? null,
        kind: f.kind ?? null,
        item: f.item ?? null,
        client: f.client ?? null,
        from: f.from ?? null,
        to: f.to ?? null,
        cursor: f.cursor ?? null,
        // One more than asked says whether a next page exists.
        limit: f.limit + 1,
      },
      this.ds,
    );
    const items: AuditEntry[] = found.slice(0, f.limit).map((r) => ({
      ...r,
      item_kind: oneOf(AUDIT_KINDS, r.item_kind, 'audit_log.item_kind'),
      created_at: r.created_at.toISOString(),
    }));
    return { items, next_cursor: found.length > f.limit ? items[items.length - 1].id : null };
  }
}

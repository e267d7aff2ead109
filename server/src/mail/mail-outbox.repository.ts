import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource, EntityManager } from 'typeorm';
import { execute, firstRow, oneRow, rows } from '../database/typed-query';
import { MailContent } from './mail.templates';
import type {
  IFindOutboxMailQuery,
  IFindOutboxMailResult,
  IInsertOutboxMailQuery,
  ILostOutboxIdsQuery,
  IRecordOutboxDeliveryQuery,
  IRecordOutboxFailureQuery,
} from './mail-outbox.repository.sql-types';

export type OutboxRow = IFindOutboxMailResult;

const insertOutboxMail = sql<IInsertOutboxMailQuery>`
  INSERT INTO mail_outbox (to_address, subject, text_body, html_body) VALUES ($to!, $subject!, $text!, $html!) RETURNING id`;
const findOutboxMail = sql<IFindOutboxMailQuery>`SELECT id, to_address, subject, text_body, html_body, status FROM mail_outbox WHERE id = $id!`;
const recordOutboxDelivery = sql<IRecordOutboxDeliveryQuery>`
  UPDATE mail_outbox SET status = $outcome!, attempts = attempts + 1, sent_at = now(), last_error = NULL WHERE id = $id!`;
const recordOutboxFailure = sql<IRecordOutboxFailureQuery>`
  UPDATE mail_outbox SET attempts = attempts + 1, last_error = $error!, status = $status! WHERE id = $id!`;
const lostOutboxIds = sql<ILostOutboxIdsQuery>`
  SELECT id FROM mail_outbox WHERE status = 'queued' AND created_at < now() - interval '1 minute' ORDER BY id LIMIT 500`;

/** SQL of the mail_outbox table: each mail's truth, whatever happens to its job. */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** In the caller's transaction when given one: the mail exists exactly when what it tells of does. */
  async insert(to: string, content: MailContent, m: EntityManager = this.ds.manager): Promise<string> {
    return (await oneRow(insertOutboxMail, { to, subject: content.subject, text: content.text, html: content.html }, m)).id;
  }

  find(id: string): Promise<OutboxRow | undefined> {
    return firstRow(findOutboxMail, { id }, this.ds);
  }

  async recordDelivery(id: string, outcome: 'sent' | 'logged'): Promise<void> {
    await execute(recordOutboxDelivery, { id, outcome }, this.ds);
  }

  /** A failed attempt: the mail stays queued for the next one, or is failed after the last. */
  async recordFailure(id: string, error: string, lastAttempt: boolean): Promise<void> {
    await execute(recordOutboxFailure, { id, error: error.slice(0, 500), status: lastAttempt ? 'failed' : 'queued' }, this.ds);
  }

  /** Mail still queued a minute after it was written lost its job (Redis was down). */
  async lostIds(): Promise<string[]> {
    return (await rows(lostOutboxIds, undefined, this.ds)).map((r) => r.id);
  }
}

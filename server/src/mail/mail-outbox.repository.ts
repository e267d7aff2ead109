import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { MailContent } from './mail.templates';

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
}

/** SQL of the mail_outbox table: each mail's truth, whatever happens to its job. */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** In the caller's transaction when given one: the mail exists exactly when what it tells of does. */
  async insert(to: string, content: MailContent, m: EntityManager = this.ds.manager): Promise<string> {
    const [row]: { id: string }[] = await m.query(`INSERT INTO mail_outbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4) RETURNING id`, [
      to,
      content.subject,
      content.text,
      content.html,
    ]);
    return row.id;
  }

  async find(id: string): Promise<OutboxRow | undefined> {
    const [row]: OutboxRow[] = await this.ds.query(`SELECT id, to_address, subject, text_body, html_body, status FROM mail_outbox WHERE id = $1`, [id]);
    return row;
  }

  async recordDelivery(id: string, outcome: 'sent' | 'logged'): Promise<void> {
    await this.ds.query(`UPDATE mail_outbox SET status = $2, attempts = attempts + 1, sent_at = now(), last_error = NULL WHERE id = $1`, [id, outcome]);
  }

  /** A failed attempt: the mail stays queued for the next one, or is failed after the last. */
  async recordFailure(id: string, error: string, lastAttempt: boolean): Promise<void> {
    await this.ds.query(`UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2, status = $3 WHERE id = $1`, [
      id,
      error.slice(0, 500),
      lastAttempt ? 'failed' : 'queued',
    ]);
  }

  /** Mail still queued a minute after it was written lost its job (Redis was down). */
  async lostIds(): Promise<string[]> {
    const rows: { id: string }[] = await this.ds.query(
      `SELECT id FROM mail_outbox WHERE status = 'queued' AND created_at < now() - interval '1 minute' ORDER BY id LIMIT 500`,
    );
    return rows.map((r) => r.id);
  }
}

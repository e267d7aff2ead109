import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource } from 'typeorm';
import type { ClientNote } from '../contracts/backoffice-clients';
import type { CaseAction } from '../contracts/cases';
import { rows } from '../database/typed-query';
import type { IClientNotesQuery } from './client-notes.repository.sql-types';

const NOTE: CaseAction = 'note';

// Through the audit log's (client_id, id) index: a client's rows newest first, the notes kept.
const clientNotes = sql<IClientNotesQuery>`
  SELECT a.id, a.actor_id, u.email AS "author_email?", a.item_kind, a.item_id, a.reason AS text, a.created_at
    FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
   WHERE a.client_id = $clientId! AND a.action = $action!
   ORDER BY a.id DESC LIMIT $limit!`;

/** The internal notes staff left on any of a client's items: rows of the append-only audit log (CasesService writes them). */
@Injectable()
export class ClientNotesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async of(clientId: string, limit: number): Promise<ClientNote[]> {
    const found = await rows(clientNotes, { clientId, action: NOTE, limit }, this.ds);
    return found.map((r) => ({
      id: r.id,
      author_id: r.actor_id,
      author_email: r.author_email,
      item_kind: r.item_kind,
      item_id: r.item_id,
      text: r.text ?? '',
      created_at: r.created_at.toISOString(),
    }));
  }
}

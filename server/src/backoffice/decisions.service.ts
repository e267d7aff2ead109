import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuditEntry, DecisionAccepted } from '../contracts/api';
import type { DecisionAction, ItemKind } from '../contracts/account';
import { DomainError, notFound } from '../common/domain-error';
import { isUniqueViolation } from '../database/pg-errors';
import { MailOutboxRepository } from '../mail/mail-outbox.repository';
import { MailService } from '../mail/mail.service';
import { DECISION_SWEEP_GRACE_MS } from '../queue/jobs';
import { JobsService } from '../queue/jobs.service';
import { DecisionAppliers } from './decision-appliers';
import { AppliedDecision, DecisionRow } from './decisions';

const WAITING_INDEX = 'decisions_one_waiting';
const itemConflict = (message: string, state: string) => new DomainError('CONFLICT', message, { state });

export interface NewDecision {
  kind: ItemKind;
  itemId: string;
  staffId: string;
  action: DecisionAction;
  reason: string | null;
  ip: string | null;
}

export interface AuditFilter {
  actor?: string;
  kind?: ItemKind;
  item?: string;
  from?: string;
  to?: string;
}

/**
 * Staff decisions, durable before they are applied: the API writes the row and queues its job; the
 * worker applies it once (item, audit row and applied_at in one transaction); the sweeper queues again
 * any decision whose job was lost.
 */
@Injectable()
export class DecisionsService {
  private readonly logger = new Logger(DecisionsService.name);

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly appliers: DecisionAppliers,
    private readonly jobs: JobsService,
    private readonly outbox: MailOutboxRepository,
    private readonly mail: MailService,
  ) {}

  /** Records the decision (409 with the item's state when it is not waiting or already has a waiting decision) and queues it. */
  async decide(d: NewDecision): Promise<DecisionAccepted> {
    const applier = this.appliers.get(d.kind);
    const accepted = await this.ds.transaction(async (m) => {
      const item = await applier.load(m, d.itemId);
      if (!item) throw notFound('Item not found');
      if (item.state !== applier.waitingState) throw itemConflict(`This item is already ${item.state}`, item.state);
      try {
        const [row]: { id: string }[] = await m.query(
          `INSERT INTO decisions (item_kind, item_id, staff_id, action, reason, ip) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [d.kind, d.itemId, d.staffId, d.action, d.reason, d.ip],
        );
        return { decision_id: String(row.id), state: item.state };
      } catch (err) {
        if (isUniqueViolation(err, WAITING_INDEX)) throw itemConflict('A decision on this item is already being applied', item.state);
        throw err;
      }
    });
    try {
      await this.jobs.add('apply-decision', { decisionId: accepted.decision_id });
    } catch (err) {
      this.logger.warn(`Decision ${accepted.decision_id} waits for the sweeper: ${(err as Error).message}`);
    }
    return accepted;
  }

  /** Applies one decision; a decision already applied (a retry, the sweeper's copy) is left as it is. */
  async apply(decisionId: string): Promise<'applied' | 'refused' | 'done before'> {
    let applied: { result: AppliedDecision; kind: ItemKind; outboxId: string | null } | null = null;
    const outcome = await this.ds.transaction(async (m) => {
      const [decision]: DecisionRow[] = await m.query(`SELECT * FROM decisions WHERE id = $1 AND applied_at IS NULL FOR UPDATE`, [decisionId]);
      if (!decision) return 'done before' as const;
      const applier = this.appliers.get(decision.item_kind);
      const result = await applier.apply(m, decision.item_id, decision);
      if (!result) {
        const item = await applier.load(m, decision.item_id);
        await m.query(`UPDATE decisions SET applied_at = now(), outcome = $2 WHERE id = $1`, [decisionId, `refused: item is ${item?.state ?? 'gone'}`]);
        return 'refused' as const;
      }
      await m.query(`INSERT INTO audit_log (actor_id, action, item_kind, item_id, from_state, to_state, reason, ip) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
        decision.staff_id,
        decision.action,
        decision.item_kind,
        decision.item_id,
        result.from,
        result.to,
        decision.reason,
        decision.ip,
      ]);
      await m.query(`UPDATE decisions SET applied_at = now(), outcome = $2 WHERE id = $1`, [decisionId, result.to]);
      const [client]: { email: string; firstname: string }[] = await m.query(`SELECT email, firstname FROM users WHERE id = $1`, [result.userId]);
      const outboxId = client ? await this.outbox.insert(client.email, applier.mail(result, client), m) : null;
      applied = { result, kind: decision.item_kind, outboxId };
      return 'applied' as const;
    });
    if (applied) {
      const { result, kind, outboxId } = applied as { result: AppliedDecision; kind: ItemKind; outboxId: string | null };
      this.appliers.get(kind).announce(result);
      if (outboxId) await this.mail.queue(outboxId);
      this.logger.log({ decisionId, kind, from: result.from, to: result.to }, 'Decision applied');
    }
    return outcome;
  }

  /** Queues again the decisions still unapplied after the grace period; returns how many. */
  async sweep(): Promise<number> {
    const rows: { id: string }[] = await this.ds.query(
      `SELECT id FROM decisions WHERE applied_at IS NULL AND created_at < now() - make_interval(secs => $1) ORDER BY id LIMIT 500`,
      [DECISION_SWEEP_GRACE_MS / 1000],
    );
    for (const { id } of rows) await this.jobs.add('apply-decision', { decisionId: String(id) });
    return rows.length;
  }

  /** The audit log, newest first, filtered. */
  async audit(f: AuditFilter): Promise<AuditEntry[]> {
    const rows: (Omit<AuditEntry, 'created_at' | 'id'> & { id: string; created_at: Date })[] = await this.ds.query(
      `SELECT id, actor_id, action, item_kind, item_id, from_state, to_state, reason, ip, created_at FROM audit_log
        WHERE ($1::uuid IS NULL OR actor_id = $1) AND ($2::text IS NULL OR item_kind = $2) AND ($3::text IS NULL OR item_id = $3)
          AND ($4::timestamptz IS NULL OR created_at >= $4) AND ($5::timestamptz IS NULL OR created_at <= $5)
        ORDER BY id DESC LIMIT 500`,
      [f.actor ?? null, f.kind ?? null, f.item ?? null, f.from ?? null, f.to ?? null],
    );
    return rows.map((r) => ({ ...r, id: String(r.id), created_at: r.created_at.toISOString() }));
  }
}

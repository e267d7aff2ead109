import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AWAITING_SECOND_APPROVAL, SAME_APPROVER_MESSAGE } from '../contracts/backoffice';
import { toCents } from '../contracts/money';
import { RealtimeService } from '../realtime/realtime.service';
import type { AuditEntry, DecisionAccepted } from '../contracts/api';
import type { DecisionAction, ItemKind } from '../contracts/account';
import { DomainError, notFound } from '../common/domain-error';
import { isUniqueViolation } from '../database/pg-errors';
import { MailOutboxRepository } from '../mail/mail-outbox.repository';
import { MailService } from '../mail/mail.service';
import { DECISION_SWEEP_GRACE_MS } from '../queue/jobs';
import { JobsService } from '../queue/jobs.service';
import { DecisionAppliers } from './decision-appliers';
import { AppliedDecision, DecisionRow, ItemApplier } from './decisions';
import { fourEyesStep, FourEyesStep } from './four-eyes';

const WAITING_INDEX = 'decisions_one_waiting';
const itemConflict = (message: string, state: string) => new DomainError('CONFLICT', message, { state });

export interface NewDecision {
  kind: ItemKind;
  itemId: string;
  staffId: string;
  action: DecisionAction;
  reason: string | null;
  /** An approved withdrawal's payout reference. */
  payoutReference?: string | null;
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
    private readonly realtime: RealtimeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Records the decision (409 with the item's state when it is not waiting or already has a waiting decision) and queues it. */
  async decide(d: NewDecision): Promise<DecisionAccepted> {
    const applier = this.appliers.get(d.kind);
    const accepted = await this.ds.transaction(async (m) => {
      const item = await applier.load(m, d.itemId);
      if (!item) throw notFound('Item not found');
      if (item.state !== applier.waitingState) throw itemConflict(`This item is already ${item.state}`, item.state);
      const firstApprover = await this.firstApprover(m, d.kind, d.itemId);
      if (this.fourEyes(d, item.amountCents, firstApprover) === 'same approver') throw itemConflict(SAME_APPROVER_MESSAGE, AWAITING_SECOND_APPROVAL);
      try {
        const [row]: { id: string }[] = await m.query(
          `INSERT INTO decisions (item_kind, item_id, staff_id, action, reason, payout_reference, ip) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [d.kind, d.itemId, d.staffId, d.action, d.reason, d.payoutReference ?? null, d.ip],
        );
        return { decision_id: String(row.id), state: firstApprover ? AWAITING_SECOND_APPROVAL : item.state };
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
  async apply(decisionId: string): Promise<'applied' | 'first approval' | 'refused' | 'done before'> {
    let applied: { result: AppliedDecision; decision: DecisionRow; outboxId: string | null } | null = null;
    const outcome = await this.ds.transaction(async (m) => {
      const [decision]: DecisionRow[] = await m.query(`SELECT * FROM decisions WHERE id = $1 AND applied_at IS NULL FOR UPDATE`, [decisionId]);
      if (!decision) return 'done before' as const;
      const applier = this.appliers.get(decision.item_kind);
      const step = await this.fourEyesStepOf(m, applier, decision);
      if (step === 'first approval') {
        applied = { result: await this.recordFirstApproval(m, applier, decision), decision, outboxId: null };
        return 'first approval' as const;
      }
      const result = step === 'apply' ? await applier.apply(m, decision.item_id, decision) : null;
      if (!result) {
        const item = await applier.load(m, decision.item_id);
        const why = step === 'same approver' ? 'the same approver twice' : `item is ${item?.state ?? 'gone'}`;
        await m.query(`UPDATE decisions SET applied_at = now(), outcome = $2 WHERE id = $1`, [decisionId, `refused: ${why}`]);
        return 'refused' as const;
      }
      await this.recordApplied(m, decision, result);
      const [client]: { email: string; firstname: string }[] = await m.query(`SELECT email, firstname FROM users WHERE id = $1`, [result.userId]);
      const outboxId = client ? await this.outbox.insert(client.email, applier.mail(result, client), m) : null;
      applied = { result, decision, outboxId };
      return 'applied' as const;
    });
    if (applied) {
      const { result, decision, outboxId } = applied as { result: AppliedDecision; decision: DecisionRow; outboxId: string | null };
      const kind = decision.item_kind;
      if (outcome === 'applied') this.appliers.get(kind).announce(result);
      this.realtime.toStaff('backoffice:item-updated', { kind, id: decision.item_id, state: result.to, decision_id: String(decision.id) });
      if (outboxId) await this.mail.queue(outboxId);
      this.logger.log({ decisionId, kind, from: result.from, to: result.to }, outcome === 'applied' ? 'Decision applied' : 'First approval recorded');
    }
    return outcome;
  }

  /** The decision's audit row and its applied_at, in the transaction that applied it. */
  private async recordApplied(m: EntityManager, d: DecisionRow, result: AppliedDecision): Promise<void> {
    await m.query(`INSERT INTO audit_log (actor_id, action, item_kind, item_id, from_state, to_state, reason, ip) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
      d.staff_id,
      d.action,
      d.item_kind,
      d.item_id,
      result.from,
      result.to,
      d.reason,
      d.ip,
    ]);
    await m.query(`UPDATE decisions SET applied_at = now(), outcome = $2 WHERE id = $1`, [d.id, result.to]);
  }

  /** Four eyes: the item is unchanged and waits for another approver; only the decision and the audit log record it. */
  private async recordFirstApproval(m: EntityManager, applier: ItemApplier, d: DecisionRow): Promise<AppliedDecision> {
    const item = (await applier.load(m, d.item_id))!;
    const result = { from: item.state, to: AWAITING_SECOND_APPROVAL, userId: item.userId, reason: d.reason };
    await this.recordApplied(m, d, result);
    return result;
  }

  private async fourEyesStepOf(m: EntityManager, applier: ItemApplier, d: DecisionRow): Promise<FourEyesStep> {
    if (d.action !== 'approve') return 'apply';
    const item = await applier.load(m, d.item_id);
    // An item no longer waiting is refused by its applier.
    if (!item || item.state !== applier.waitingState) return 'apply';
    return this.fourEyes({ action: d.action, staffId: d.staff_id }, item.amountCents, await this.firstApprover(m, d.item_kind, d.item_id));
  }

  private fourEyes(d: { action: DecisionAction; staffId: string }, amountCents: number | undefined, firstApproverId: string | null): FourEyesStep {
    return fourEyesStep({ action: d.action, amountCents, limitCents: toCents(this.config.fourEyesLimit), staffId: d.staffId, firstApproverId });
  }

  /** Who gave the item its first approval under four eyes (a decided item is no longer waiting, so any such row is current). */
  private async firstApprover(m: EntityManager, kind: ItemKind, itemId: string): Promise<string | null> {
    const [row]: { staff_id: string }[] = await m.query(
      `SELECT staff_id FROM decisions WHERE item_kind = $1 AND item_id = $2 AND applied_at IS NOT NULL AND outcome = $3 ORDER BY id DESC LIMIT 1`,
      [kind, itemId, AWAITING_SECOND_APPROVAL],
    );
    return row?.staff_id ?? null;
  }

  /** Of these items, those waiting for a second approval under four eyes, with who gave the first. */
  async firstApprovals(kind: ItemKind, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows: { item_id: string; staff_id: string; outcome: string }[] = await this.ds.query(
      `SELECT DISTINCT ON (item_id) item_id, staff_id, outcome FROM decisions
        WHERE item_kind = $1 AND item_id = ANY($2) AND applied_at IS NOT NULL AND outcome NOT LIKE 'refused:%' ORDER BY item_id, id DESC`,
      [kind, ids],
    );
    return new Map(rows.filter((r) => r.outcome === AWAITING_SECOND_APPROVAL).map((r) => [r.item_id, r.staff_id]));
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
      `SELECT a.id, a.actor_id, u.email AS actor_email, a.action, a.item_kind, a.item_id, a.from_state, a.to_state, a.reason, a.ip, a.created_at
         FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
        WHERE ($1::uuid IS NULL OR a.actor_id = $1) AND ($2::text IS NULL OR a.item_kind = $2) AND ($3::text IS NULL OR a.item_id = $3)
          AND ($4::timestamptz IS NULL OR a.created_at >= $4) AND ($5::timestamptz IS NULL OR a.created_at <= $5)
        ORDER BY a.id DESC LIMIT 500`,
      [f.actor ?? null, f.kind ?? null, f.item ?? null, f.from ?? null, f.to ?? null],
    );
    return rows.map((r) => ({ ...r, id: String(r.id), created_at: r.created_at.toISOString() }));
  }
}

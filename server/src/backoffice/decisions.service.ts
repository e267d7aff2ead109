import { HttpStatus, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AWAITING_SECOND_APPROVAL, OWN_ITEM_MESSAGE, REQUESTER_MESSAGE, SAME_APPROVER_MESSAGE, type DecisionAccepted } from '../contracts/backoffice';
import { toCents } from '../contracts/money';
import { RealtimeService } from '../realtime/realtime.service';
import type { DecisionAction, ItemKind } from '../contracts/account';
import { DomainError, forbidden, notFound } from '../common/domain-error';
import { isUniqueViolation } from '../database/pg-errors';
import { MailOutboxRepository } from '../mail/mail-outbox.repository';
import { MailService } from '../mail/mail.service';
import { Metrics } from '../metrics/metrics';
import { DECISION_SWEEP_GRACE_MS } from '../queue/jobs';
import { JobsService } from '../queue/jobs.service';
import { DecisionAppliers } from '../review/decision-appliers';
import type { AppliedDecision, ItemApplier, LoadedItem, RecordedDecision } from '../review/item-applier';
import { AuditLog } from '../audit/audit-log.repository';
import type { NewDecision } from './decisions';
import { DecisionsRepository, WAITING_INDEX } from './decisions.repository';
import { countedFirstApprover, fourEyesStep, FourEyesStep, stateUnderFourEyes } from './four-eyes';
import { CasesService } from './cases.service';

interface Refusal {
  decision: RecordedDecision;
  state: string;
  reason: string;
}

/** Why the worker refuses a recorded decision that its four-eyes step does not let through. */
const REFUSED_STEPS: Record<Exclude<FourEyesStep, 'apply' | 'first approval'>, string> = {
  'same approver': 'the same approver twice',
  'own item': 'a decision on an item of their own account',
  requester: 'an approval by the staff member who asked for the change',
};

const itemConflict = (message: string, state: string) => new DomainError('CONFLICT', message, { state });

/**
 * Staff decisions, durable before they are applied: the API writes the row and queues its job; the
 * worker applies it once (item, audit row and applied_at in one transaction); the sweeper queues again
 * any decision whose job was lost.
 */
@Injectable()
export class DecisionsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DecisionsService.name);

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly decisions: DecisionsRepository,
    private readonly auditLog: AuditLog,
    private readonly appliers: DecisionAppliers,
    private readonly jobs: JobsService,
    private readonly outbox: MailOutboxRepository,
    private readonly mail: MailService,
    private readonly realtime: RealtimeService,
    private readonly cases: CasesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  /** Every kind of item has its feature's applier, or the process does not start (as a job without a handler). */
  onApplicationBootstrap(): void {
    const missing = this.appliers.missing();
    if (missing.length) throw new Error(`No applier registered for ${missing.join(', ')} decisions: import the module of each feature`);
  }

  /** Records the decision (409 with the item's state when it is not waiting or already has a waiting decision) and queues it. */
  async decide(d: NewDecision): Promise<DecisionAccepted> {
    const applier = this.appliers.get(d.kind);
    const accepted = await this.ds.transaction(async (m) => {
      const item = await applier.load(m, d.itemId);
      if (!item) throw notFound('Item not found');
      const firstApprover = await this.decisions.firstApprover(m, d.kind, d.itemId);
      const step = this.fourEyes(d, item, firstApprover);
      if (step === 'own item') throw forbidden(OWN_ITEM_MESSAGE);
      if (step === 'requester') throw forbidden(REQUESTER_MESSAGE);
      if (item.state !== applier.waitingState) throw itemConflict(`This item is already ${item.state}`, item.state);
      if (step === 'same approver') throw itemConflict(SAME_APPROVER_MESSAGE, AWAITING_SECOND_APPROVAL);
      try {
        const decisionId = await this.decisions.insert(m, d);
        if (!decisionId) return this.cases.refuseClaimedByOther(m, d.kind, d.itemId);
        return { decision_id: decisionId, state: stateUnderFourEyes(item.state, { ownerId: item.userId, firstApproverId: firstApprover }) };
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

  /**
   * Applies one decision; a decision already applied (a retry, the sweeper's copy) is left as it is.
   * One the item can no longer take (it changed state, or its applier refuses with a 4xx) is marked
   * refused and audited once, never retried: only a failure of ours (5xx, a dependency down) retries.
   */
  async apply(decisionId: string): Promise<'applied' | 'first approval' | 'refused' | 'done before'> {
    try {
      return await this.applyOnce(decisionId);
    } catch (err) {
      if (!(err instanceof DomainError) || err.status >= HttpStatus.INTERNAL_SERVER_ERROR) throw err;
      // The applier's transaction rolled back; the refusal is recorded in a transaction of its own.
      const refused = await this.ds.transaction(async (m) => {
        const decision = await this.decisions.lockUnapplied(m, decisionId);
        return decision && this.refuse(m, decision, err.message);
      });
      if (!refused) return 'done before';
      this.announceRefusal(refused);
      return 'refused';
    }
  }

  private async applyOnce(decisionId: string): Promise<'applied' | 'first approval' | 'refused' | 'done before'> {
    let applied: { result: AppliedDecision; decision: RecordedDecision; outboxId: string | null } | null = null;
    let refused: Refusal | null = null;
    let released: { kind: ItemKind; id: string } | null = null;
    const outcome = await this.ds.transaction(async (m) => {
      const decision = await this.decisions.lockUnapplied(m, decisionId);
      if (!decision) return 'done before' as const;
      const applier = this.appliers.get(decision.item_kind);
      const { step, afterFirstApproval } = await this.fourEyesStepOf(m, applier, decision);
      if (step === 'first approval') {
        const result = await this.recordFirstApproval(m, applier, decision);
        const approver = { staffId: decision.staff_id, ip: decision.ip, clientId: result.userId };
        if (await this.cases.releaseForSecondApproval(m, decision.item_kind, decision.item_id, approver))
          released = { kind: decision.item_kind, id: decision.item_id };
        applied = { result, decision, outboxId: null };
        return 'first approval' as const;
      }
      const result = step === 'apply' ? await applier.apply(m, decision.item_id, decision) : null;
      if (!result) {
        refused = await this.refuse(m, decision, step === 'apply' ? null : REFUSED_STEPS[step]);
        return 'refused' as const;
      }
      // The second approval moves the item on from its first one, as the screen showed it.
      await this.recordApplied(m, decision, afterFirstApproval && decision.action === 'approve' ? { ...result, from: AWAITING_SECOND_APPROVAL } : result);
      const client = await this.decisions.clientOf(m, result.userId);
      const mail = client && applier.mail(result, client);
      const outboxId = client && mail ? await this.outbox.insert(client.email, mail, m) : null;
      applied = { result, decision, outboxId };
      return 'applied' as const;
    });
    if (refused) this.announceRefusal(refused);
    if (released) this.cases.announceReleased((released as { kind: ItemKind; id: string }).kind, (released as { kind: ItemKind; id: string }).id);
    if (applied) {
      const { result, decision, outboxId } = applied as { result: AppliedDecision; decision: RecordedDecision; outboxId: string | null };
      const kind = decision.item_kind;
      if (outcome === 'applied') {
        this.appliers.get(kind).announce(result);
        this.metrics.decisionsApplied.inc({ kind, action: decision.action });
      }
      this.realtime.toStaff('backoffice:item-updated', { kind, id: decision.item_id, state: result.to, decision_id: String(decision.id) });
      if (outboxId) await this.mail.queue(outboxId);
      this.logger.log({ decisionId, kind, from: result.from, to: result.to }, outcome === 'applied' ? 'Decision applied' : 'First approval recorded');
    }
    return outcome;
  }

  /** A decision the item cannot take: marked applied as refused, with an audit row saying why; the item is unchanged. */
  private async refuse(m: EntityManager, decision: RecordedDecision, why: string | null): Promise<Refusal> {
    const item = await this.appliers.get(decision.item_kind).load(m, decision.item_id);
    const state = item?.state ?? 'gone';
    const reason = `refused: ${why ?? `the item is ${state}`}`;
    await this.decisions.markApplied(m, decision.id, reason);
    await this.audit(m, { ...decision, action: `${decision.action} refused`, reason }, { from: state, to: state, userId: item?.userId ?? null });
    return { decision, state, reason };
  }

  private announceRefusal({ decision, state, reason }: Refusal): void {
    this.logger.warn({ decisionId: decision.id, kind: decision.item_kind, itemId: decision.item_id, state }, `Decision ${reason}`);
    this.realtime.toStaff('backoffice:item-updated', { kind: decision.item_kind, id: decision.item_id, state, decision_id: String(decision.id) });
  }

  /** The decision's audit row and its applied_at, in the transaction that applied it. */
  private async recordApplied(m: EntityManager, d: RecordedDecision, result: AppliedDecision): Promise<void> {
    await this.audit(m, d, result);
    await this.decisions.markApplied(m, d.id, result.to);
  }

  /** The decision's audit row, about the item's client. */
  private async audit(
    m: EntityManager,
    d: Omit<RecordedDecision, 'action'> & { action: string },
    r: { from: string; to: string; userId: string | null },
  ): Promise<void> {
    await this.auditLog.write(m, {
      actorId: d.staff_id,
      action: d.action,
      itemKind: d.item_kind,
      itemId: d.item_id,
      clientId: r.userId,
      from: r.from,
      to: r.to,
      reason: d.reason,
      ip: d.ip,
    });
  }

  /** Four eyes: the item is unchanged and waits for another approver; only the decision and the audit log record it. */
  private async recordFirstApproval(m: EntityManager, applier: ItemApplier, d: RecordedDecision): Promise<AppliedDecision> {
    // The step was just read from this item, locked in this transaction: it is there.
    const item = await applier.load(m, d.item_id);
    if (!item) throw new Error(`${d.item_kind} ${d.item_id} vanished while its first approval was recorded`);
    const result = { from: item.state, to: AWAITING_SECOND_APPROVAL, userId: item.userId, reason: d.reason };
    await this.recordApplied(m, d, result);
    return result;
  }

  /** The decision's four-eyes step, and whether the item has a first approval that counts (the one this decision may complete). */
  private async fourEyesStepOf(m: EntityManager, applier: ItemApplier, d: RecordedDecision): Promise<{ step: FourEyesStep; afterFirstApproval: boolean }> {
    const item = await applier.load(m, d.item_id);
    // An item no longer waiting is refused by its applier.
    if (!item || item.state !== applier.waitingState) return { step: 'apply', afterFirstApproval: false };
    const firstApproverId = await this.decisions.firstApprover(m, d.item_kind, d.item_id);
    return {
      step: this.fourEyes({ action: d.action, staffId: d.staff_id }, item, firstApproverId),
      afterFirstApproval: countedFirstApprover({ ownerId: item.userId, firstApproverId }) !== null,
    };
  }

  private fourEyes(d: { action: DecisionAction; staffId: string }, item: LoadedItem, firstApproverId: string | null): FourEyesStep {
    const limitCents = toCents(this.config.fourEyesLimit);
    const { amountCents, requesterId, userId: ownerId } = item;
    return fourEyesStep({ action: d.action, amountCents, requesterId, limitCents, staffId: d.staffId, ownerId, firstApproverId });
  }

  /** Of these items, those waiting for a second approval under four eyes, with who gave the first. */
  firstApprovals(kind: ItemKind, ids: string[]): Promise<Map<string, string>> {
    return this.decisions.firstApprovals(kind, ids);
  }

  /** The ids of the items of this kind waiting for a second approval that this staff member could give. */
  awaitingSecondApprovalBy(kind: ItemKind, staffId: string): Promise<string[]> {
    return this.decisions.awaitingSecondApprovalBy(kind, staffId);
  }

  /** Queues again the decisions still unapplied after the grace period; returns how many. */
  async sweep(): Promise<number> {
    const ids = await this.decisions.unappliedBefore(DECISION_SWEEP_GRACE_MS / 1000);
    for (const decisionId of ids) await this.jobs.add('apply-decision', { decisionId });
    return ids.length;
  }
}

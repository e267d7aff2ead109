import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { ItemKind } from '../contracts/account';
import {
  CLAIM_IDLE_MINUTES,
  CLAIMED_BY_OTHER,
  NOT_YOUR_CLAIM,
  OWN_CASE_MESSAGE,
  type CaseAction,
  type CaseAssignee,
  type CaseDetail,
  type CaseNote,
  type CaseState,
  type TimelineEntry,
} from '../contracts/cases';
import { toCents } from '../contracts/money';
import { DomainError, forbidden, notFound } from '../common/domain-error';
import { RealtimeService } from '../realtime/realtime.service';
import { DecisionAppliers } from '../review/decision-appliers';
import type { LoadedItem } from '../review/item-applier';
import { AuditLog } from '../audit/audit-log.repository';
import { caseFlags, slaOf, timelineOf } from './case-rules';
import { CasesRepository, type Assignment } from './cases.repository';
import type { Decider } from './decided-by.decorator';

/** What the back office knows of an item to show it as a case. */
export interface CaseItem {
  id: string;
  createdAt: Date;
  /** Still waiting for a decision (its SLA runs). */
  waiting: boolean;
  amountCents?: number;
  clientCreatedAt: Date;
}

const conflict = (message: string, assignee: CaseAssignee | null) => new DomainError('CONFLICT', message, { assignee: assignee?.email ?? '' });

const assigneeOf = (a: { assigneeId: string; email: string; claimedAt: Date; activeAt: Date }): CaseAssignee => ({
  id: a.assigneeId,
  email: a.email,
  claimed_at: a.claimedAt.toISOString(),
  lapses_at: new Date(a.activeAt.getTime() + CLAIM_IDLE_MINUTES * 60_000).toISOString(),
});

/**
 * Review items as cases: one staff member works an item at a time (claim, release, take over with a
 * reason; an idle claim lapses), internal notes, and the item's timeline. Each action is a row of the
 * audit log, written in the transaction that makes it; staff screens hear of it live.
 */
@Injectable()
export class CasesService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly cases: CasesRepository,
    private readonly appliers: DecisionAppliers,
    private readonly audit: AuditLog,
    private readonly realtime: RealtimeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Claims a waiting item: free, lapsed or already ours; 409 naming the holder otherwise. */
  claim(kind: ItemKind, itemId: string, by: Decider): Promise<{ assignee: CaseAssignee }> {
    return this.take(kind, itemId, by, 'claim', null);
  }

  /** Takes a waiting item over from whoever holds it, with the reason the audit log keeps. */
  takeOver(kind: ItemKind, itemId: string, reason: string, by: Decider): Promise<{ assignee: CaseAssignee }> {
    return this.take(kind, itemId, by, 'take over', reason);
  }

  /** A claim or a take-over: the same steps, except that only a take-over passes over a live claim of someone else's. */
  private take(kind: ItemKind, itemId: string, by: Decider, action: 'claim' | 'take over', reason: string | null) {
    return this.changeClaim(kind, itemId, by, async (m, item) => {
      if (await this.cases.claimFree(m, kind, itemId, by.staffId)) return this.claimed(m, kind, itemId, item, by, action, null, reason);
      const held = (await this.cases.lock(m, kind, itemId)) as Assignment;
      if (held.assigneeId === by.staffId) {
        await this.cases.touch(m, kind, itemId, by.staffId);
        return null;
      }
      if (action === 'claim' && !held.lapsed) throw conflict(CLAIMED_BY_OTHER(held.email), assigneeOf(held));
      await this.cases.assign(m, kind, itemId, by.staffId);
      return this.claimed(m, kind, itemId, item, by, action, held.email, action === 'claim' ? 'the claim had lapsed' : reason);
    });
  }

  /** Gives up one's own claim; 409 when the item is not claimed by the caller. */
  async release(kind: ItemKind, itemId: string, by: Decider): Promise<{ assignee: null }> {
    await this.ds.transaction(async (m) => {
      const item = await this.load(m, kind, itemId);
      const held = await this.cases.lock(m, kind, itemId);
      if (!held || held.assigneeId !== by.staffId || held.lapsed) throw conflict(NOT_YOUR_CLAIM, held && !held.lapsed ? assigneeOf(held) : null);
      await this.cases.unassign(m, kind, itemId);
      await this.write(m, kind, itemId, item, by, 'release', held.email, null, null);
    });
    this.realtime.toStaff('backoffice:case-updated', { kind, id: itemId, assignee: null, note: null });
    return { assignee: null };
  }

  /** An internal note on any item, waiting or decided (staff only; never changed or removed). */
  async addNote(kind: ItemKind, itemId: string, text: string, by: Decider): Promise<CaseNote> {
    const { note, assignee } = await this.ds.transaction(async (m) => {
      const item = await this.load(m, kind, itemId);
      if (item.userId === by.staffId) throw forbidden(OWN_CASE_MESSAGE);
      await this.cases.touch(m, kind, itemId, by.staffId);
      await this.write(m, kind, itemId, item, by, 'note', null, null, text);
      const history = await this.cases.history(kind, itemId, m);
      const row = history[history.length - 1];
      const held = await this.cases.lock(m, kind, itemId);
      const written: CaseNote = { id: row.id, author_id: by.staffId, author_email: row.actor_email ?? '', text, created_at: row.created_at.toISOString() };
      return { note: written, assignee: held && !held.lapsed ? assigneeOf(held) : null };
    });
    this.realtime.toStaff('backoffice:case-updated', { kind, id: itemId, assignee, note });
    return note;
  }

  /** In a decision's transaction, once its insert found the item held by someone else: the 409 naming them. */
  async refuseClaimedByOther(m: EntityManager, kind: ItemKind, itemId: string): Promise<never> {
    const held = await this.cases.lock(m, kind, itemId);
    if (!held) throw new Error(`${kind} ${itemId}: a decision was refused for a claim that is not there`);
    throw conflict(CLAIMED_BY_OTHER(held.email), assigneeOf(held));
  }

  /** In the transaction of a first approval under four eyes: its approver's claim ends, for another to claim the item and give the second. */
  async releaseForSecondApproval(
    m: EntityManager,
    kind: ItemKind,
    itemId: string,
    approver: { staffId: string; ip: string | null; clientId: string },
  ): Promise<boolean> {
    const held = await this.cases.lock(m, kind, itemId);
    if (!held || held.assigneeId !== approver.staffId) return false;
    await this.cases.unassign(m, kind, itemId);
    await this.audit.write(m, {
      actorId: approver.staffId,
      action: 'release',
      itemKind: kind,
      itemId,
      clientId: approver.clientId,
      from: held.email,
      to: null,
      reason: 'first approval given; another staff member gives the second',
      ip: approver.ip,
    });
    return true;
  }

  /** After commit: every staff screen hears that the item has nobody on it. */
  announceReleased(kind: ItemKind, itemId: string): void {
    this.realtime.toStaff('backoffice:case-updated', { kind, id: itemId, assignee: null, note: null });
  }

  /** Each item's assignee, SLA state and flags, for a queue's page. */
  async statesOf(kind: ItemKind, items: CaseItem[]): Promise<Map<string, CaseState>> {
    const claims = await this.cases.activeClaims(
      kind,
      items.map((i) => i.id),
    );
    const byItem = new Map(
      claims.map((c) => [c.item_id, assigneeOf({ assigneeId: c.assignee_id, email: c.email, claimedAt: c.claimed_at, activeAt: c.active_at })]),
    );
    const now = new Date();
    const limitCents = toCents(this.config.fourEyesLimit);
    return new Map(
      items.map((i) => [
        i.id,
        {
          assignee: byItem.get(i.id) ?? null,
          sla: slaOf(kind, i, this.config.slaMinutes, now),
          flags: caseFlags({ amountCents: i.amountCents, fourEyesLimitCents: limitCents, itemCreatedAt: i.createdAt, clientCreatedAt: i.clientCreatedAt }),
        },
      ]),
    );
  }

  /**
   * One item's case: its state, its notes, its timeline. `earlier`: the items this one reopens (an
   * identity document uploaded again when staff asked for it), oldest first: their story comes first.
   */
  async detailOf(kind: ItemKind, item: CaseItem, earlier: CaseItem[] = []): Promise<CaseDetail> {
    const state = (await this.statesOf(kind, [item])).get(item.id) as CaseState;
    const notes: CaseNote[] = [];
    const timeline: TimelineEntry[] = [];
    for (const one of [...earlier, item]) {
      const history = await this.cases.history(kind, one.id);
      notes.push(
        ...history
          .filter((h) => h.action === 'note')
          .map((h): CaseNote => ({
            id: h.id,
            author_id: h.actor_id ?? '',
            author_email: h.actor_email ?? '',
            text: h.reason ?? '',
            created_at: h.created_at.toISOString(),
          })),
      );
      timeline.push(...timelineOf(one.createdAt, history));
    }
    return { ...state, notes, timeline };
  }

  /** The ids of the items claimed by this staff member, or by anybody (null), with a claim that has not lapsed. */
  claimedIds(kind: ItemKind, staffId: string | null): Promise<string[]> {
    return this.cases.claimedIds(kind, staffId);
  }

  /** Runs a claim change on a waiting item that is not the caller's own, then tells every staff screen who holds it. */
  private async changeClaim(
    kind: ItemKind,
    itemId: string,
    by: Decider,
    change: (m: EntityManager, item: LoadedItem) => Promise<CaseAssignee | null>,
  ): Promise<{ assignee: CaseAssignee }> {
    const { assignee, changed } = await this.ds.transaction(async (m) => {
      const item = await this.load(m, kind, itemId);
      if (item.userId === by.staffId) throw forbidden(OWN_CASE_MESSAGE);
      if (item.state !== this.appliers.get(kind).waitingState) throw new DomainError('CONFLICT', `This item is already ${item.state}`, { state: item.state });
      const changedTo = await change(m, item);
      const held = (await this.cases.lock(m, kind, itemId)) as Assignment;
      return { assignee: changedTo ?? assigneeOf(held), changed: changedTo !== null };
    });
    if (changed) this.realtime.toStaff('backoffice:case-updated', { kind, id: itemId, assignee, note: null });
    return { assignee };
  }

  private async claimed(
    m: EntityManager,
    kind: ItemKind,
    itemId: string,
    item: LoadedItem,
    by: Decider,
    action: CaseAction,
    from: string | null,
    reason: string | null,
  ): Promise<CaseAssignee> {
    const held = (await this.cases.lock(m, kind, itemId)) as Assignment;
    await this.write(m, kind, itemId, item, by, action, from, held.email, reason);
    return assigneeOf(held);
  }

  private async load(m: EntityManager, kind: ItemKind, itemId: string): Promise<LoadedItem> {
    const item = await this.appliers.get(kind).load(m, itemId);
    if (!item) throw notFound('Item not found');
    return item;
  }

  /** The audit row of a case action: from and to are who held the item before and after. */
  private write(
    m: EntityManager,
    kind: ItemKind,
    itemId: string,
    item: LoadedItem,
    by: Decider,
    action: CaseAction,
    from: string | null,
    to: string | null,
    reason: string | null,
  ) {
    return this.audit.write(m, { actorId: by.staffId, action, itemKind: kind, itemId, clientId: item.userId, from, to, reason, ip: by.ip });
  }
}

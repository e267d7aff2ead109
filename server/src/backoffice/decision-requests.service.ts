import { Injectable } from '@nestjs/common';
import type { DecisionAction, ItemKind } from '../contracts/account';
import type { DecisionAccepted } from '../contracts/backoffice';
import { composeKycReason } from '../contracts/kyc';
import type { ApproveDecisionDto, RejectDecisionDto, RejectFundsDto } from '../contracts/requests/decision.request';
import type { Decider } from './decided-by.decorator';
import { DecisionsService } from './decisions.service';

/** An approval's optional note for the audit log: trimmed, and none when blank. */
const note = (reason: string | undefined) => reason?.trim() || null;

/** What each decision route records: the reason built from its body, with who decided and from where. */
@Injectable()
export class DecisionRequests {
  constructor(private readonly decisions: DecisionsService) {}

  /** Any kind: an optional note; a withdrawal also its payout's reference (its request class requires one, the others forbid it). */
  approve(kind: ItemKind, itemId: string, dto: ApproveDecisionDto & { payout_reference?: string }, by: Decider): Promise<DecisionAccepted> {
    return this.decide(kind, itemId, 'approve', note(dto.reason), by, dto.payout_reference?.trim());
  }

  /** Deposits, withdrawals and plan requests: the reason the client is shown, as written. */
  reject(kind: Exclude<ItemKind, 'kyc'>, itemId: string, dto: RejectFundsDto, by: Decider): Promise<DecisionAccepted> {
    return this.decide(kind, itemId, 'reject', dto.reason.trim(), by);
  }

  /** An identity document: the reason picked from the list, with its text (composed as the back office's confirm step shows it). */
  rejectKyc(itemId: string, dto: RejectDecisionDto, by: Decider): Promise<DecisionAccepted> {
    return this.decide('kyc', itemId, 'reject', composeKycReason(dto.reason, dto.text), by);
  }

  /** An identity document the client must upload again, with what to fix (the client is shown it). */
  requestResubmission(itemId: string, reason: string, by: Decider): Promise<DecisionAccepted> {
    return this.decide('kyc', itemId, 'request resubmission', reason.trim(), by);
  }

  private decide(kind: ItemKind, itemId: string, action: DecisionAction, reason: string | null, by: Decider, payoutReference?: string) {
    return this.decisions.decide({ kind, itemId, action, reason, payoutReference, staffId: by.staffId, ip: by.ip });
  }
}

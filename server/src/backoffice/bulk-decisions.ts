import { HttpStatus, Injectable } from '@nestjs/common';
import type { ItemKind } from '../contracts/account';
import { BULK_WITHDRAWAL_APPROVAL, type BulkDecisionResult, type BulkItemResult } from '../contracts/bulk';
import type { BulkDecisionDto } from '../contracts/requests/bulk.request';
import { badRequest, DomainError } from '../common/domain-error';
import type { Decider } from './decided-by.decorator';
import { DecisionRequests } from './decision-requests.service';

/**
 * One action on many items: each is decided as if alone (its own checks, four eyes and claim), one after
 * the other, and answered on its own: accepted with its decision, or refused with why. A failure of ours
 * (a 5xx) stops the request, as it would a single decision.
 */
@Injectable()
export class BulkDecisions {
  constructor(private readonly decisions: DecisionRequests) {}

  async decide(kind: ItemKind, dto: BulkDecisionDto, by: Decider): Promise<BulkDecisionResult> {
    if (kind === 'withdrawal' && dto.action === 'approve') throw badRequest(BULK_WITHDRAWAL_APPROVAL, { action: BULK_WITHDRAWAL_APPROVAL });
    const results: BulkItemResult[] = [];
    for (const id of dto.ids) results.push(await this.one(kind, id, dto, by));
    const accepted = results.filter((r) => r.result === 'accepted').length;
    return { accepted, refused: results.length - accepted, results };
  }

  private async one(kind: ItemKind, id: string, dto: BulkDecisionDto, by: Decider): Promise<BulkItemResult> {
    try {
      const accepted = await this.record(kind, id, dto, by);
      return { id, result: 'accepted', ...accepted };
    } catch (err) {
      if (!(err instanceof DomainError) || err.status >= HttpStatus.INTERNAL_SERVER_ERROR) throw err;
      return { id, result: 'refused', status: err.status, code: err.code, message: err.message };
    }
  }

  private record(kind: ItemKind, id: string, dto: BulkDecisionDto, by: Decider) {
    if (dto.action === 'approve') return this.decisions.approve(kind, id, { reason: dto.reason }, by);
    const reason = dto.reason ?? '';
    return kind === 'kyc' ? this.decisions.rejectKyc(id, { reason: 'Other', text: reason }, by) : this.decisions.reject(kind, id, { reason }, by);
  }
}

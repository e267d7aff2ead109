import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/domain-error';
import { merkleProof, toHex } from '../../contracts/provable/merkle';
import { ReceiptBundle, receiptLeafHash, TickEvidence, tickLeafHash, TradeReceipt } from '../../contracts/provable/statements';
import { EXPIRY_PRICE_WAIT_MS, EXPIRY_TICK_MAX_AGE_MS } from '../../contracts/trade-rules';
import { nodeSha256 } from '../../market/tick-commitments';
import { TickCommitmentsRepository } from '../../market/tick-commitments.repository';
import { SettlementSigner } from '../../signing/settlement-signer';
import { ReceiptBatchesRepository } from './receipt-batches.repository';
import { tradeReceipt } from './trade-receipt';

export const RECEIPT_MESSAGES = {
  notFound: 'Trade not found',
  open: 'The trade is still open: its receipt is issued when it ends',
  none: 'This trade ended before receipts were issued',
  notReady: 'The receipt is being sealed. Please try again in a second.',
} as const;

class ReceiptNotReady extends DomainError {
  readonly retryAfterSeconds = 1;
  constructor() {
    super('RECEIPT_NOT_READY', RECEIPT_MESSAGES.notReady);
  }
}

const secondOf = (ms: number) => Math.floor(ms / 1000);

/** A trade's receipt with everything needed to check it offline (contracts/provable/verify-receipt.ts). */
@Injectable()
export class TradeReceiptsService {
  constructor(
    private readonly batches: ReceiptBatchesRepository,
    private readonly commitments: TickCommitmentsRepository,
    private readonly signer: SettlementSigner,
  ) {}

  /** `ownerId` null: staff, any owner's trade. Another owner's trade is not found. */
  async bundle(tradeId: string, ownerId: string | null): Promise<ReceiptBundle> {
    if (!/^\d{1,18}$/.test(tradeId)) throw new DomainError('NOT_FOUND', RECEIPT_MESSAGES.notFound);
    const row = await this.batches.tradeWithBatch(tradeId, ownerId);
    if (!row) throw new DomainError('NOT_FOUND', RECEIPT_MESSAGES.notFound);
    if (row.status === 'Pending') throw new DomainError('TRADE_NOT_OPEN', RECEIPT_MESSAGES.open);
    if (!row.receipt_batch) throw new DomainError('NOT_FOUND', RECEIPT_MESSAGES.none);
    if (!row.sealed_at || !row.root || !row.key_id || !row.signature || !row.trade_ids || row.quote_max_age_ms === null) throw new ReceiptNotReady();

    // The bound the batch was sealed with: a later change of QUOTE_MAX_AGE_MS leaves its receipts whole.
    const quoteMaxAgeMs = row.quote_max_age_ms;
    const receipt = tradeReceipt(row, quoteMaxAgeMs);
    const members = await this.batches.trades(row.receipt_batch);
    const leaves = members.map((t) => receiptLeafHash(tradeReceipt(t, quoteMaxAgeMs), nodeSha256));
    const index = members.findIndex((t) => t.id === row.id);
    const batch = {
      v: 1 as const,
      kind: 'receipt-batch' as const,
      batch: row.receipt_batch,
      sealedAt: row.sealed_at.getTime(),
      count: members.length,
      root: row.root,
      keyId: row.key_id,
      signature: row.signature,
    };
    return {
      receipt,
      proof: { index, path: merkleProof(leaves, index, nodeSha256).map(toHex), batch },
      ticks: { entry: await this.entryEvidence(receipt), exit: receipt.status === 'Closed' ? [] : await this.exitEvidence(receipt) },
      keys: await this.signer.publicKeys(),
    };
  }

  private entryEvidence(r: TradeReceipt): Promise<TickEvidence[]> {
    return this.evidence(r.symbol, secondOf(r.openedAt - r.quoteMaxAgeMs), secondOf(r.openedAt));
  }

  /** From the oldest tick that could price the expiry to the second of the first tick after it (or the settlement's, when none came). */
  private exitEvidence(r: TradeReceipt): Promise<TickEvidence[]> {
    // Settlement decided once a later tick existed, or EXPIRY_PRICE_WAIT_MS passed without one.
    const last = Math.max(secondOf(r.expiresAt), Math.min(secondOf(r.endedAt) + 1, secondOf(r.expiresAt + EXPIRY_PRICE_WAIT_MS)));
    return this.evidence(r.symbol, secondOf(r.expiresAt - EXPIRY_TICK_MAX_AGE_MS), last, r.expiresAt);
  }

  /**
   * Each second's evidence for a symbol, `from` to `to`: its leaf and proof, or the commitment that records
   * it as a gap; not ready while a second is neither. With `laterThan`, it stops at the first second whose
   * leaf holds a tick after that instant. The seconds' commitments are read in one query.
   */
  private async evidence(symbol: string, from: number, to: number, laterThan?: number): Promise<TickEvidence[]> {
    const committed = await this.commitments.between(from, to);
    const bySecond = new Map(committed.map((c) => [c.commitment.second, c]));
    const out: TickEvidence[] = [];
    for (let s = from; s <= to; s++) {
      const c = bySecond.get(s);
      if (c) {
        const index = c.leaves.findIndex((l) => l.symbol === symbol);
        if (index < 0) throw new Error(`Commitment ${s} has no leaf for ${symbol}`);
        const hashes = c.leaves.map((l) => tickLeafHash(l, nodeSha256));
        out.push({ second: s, leaf: c.leaves[index], index, path: merkleProof(hashes, index, nodeSha256).map(toHex), commitment: c.commitment });
        if (laterThan !== undefined && c.leaves[index].ticks.some(([t]) => t > laterThan)) break;
        continue;
      }
      const next = committed.find((x) => x.commitment.second > s) ?? (await this.commitments.after(s));
      // A next commitment chaining from before this second records it as a gap (or the chain began after it).
      if (!next || (next.commitment.prevSecond !== null && next.commitment.prevSecond >= s)) throw new ReceiptNotReady();
      out.push({ second: s, gap: next.commitment });
    }
    return out;
  }
}

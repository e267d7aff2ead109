import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { merkleRoot, toHex } from '../../contracts/provable/merkle';
import { ReceiptBatch, receiptLeafHash } from '../../contracts/provable/statements';
import { nodeSha256 } from '../../market/tick-commitments';
import { SettlementSigner } from '../../signing/settlement-signer';
import { ReceiptBatchesRepository } from './receipt-batches.repository';
import { tradeReceipt } from './trade-receipt';

/** A batch left unsealed this long (its process died after the commit) is sealed by the sweeper. */
export const SEAL_GRACE_MS = 5000;
const SWEEP_LIMIT = 100;

/**
 * Seals receipt batches: the receipts of the trades one transaction ended, in trade id order, hashed
 * into a Merkle tree whose root is signed once for all of them (signing per batch, not per trade).
 */
@Injectable()
export class ReceiptSealer {
  private readonly logger = new Logger(ReceiptSealer.name);

  constructor(
    private readonly batches: ReceiptBatchesRepository,
    private readonly signer: SettlementSigner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Seals these batches, logging (not throwing) a failure: the sweeper seals what is left. */
  async sealAll(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      await this.seal(id).catch((err: Error) => this.logger.warn(`Receipt batch ${id} not sealed yet: ${err.message}`));
    }
  }

  async seal(id: string): Promise<void> {
    const trades = await this.batches.trades(id);
    const quoteMaxAgeMs = this.config.quoteMaxAgeMs;
    const leaves = trades.map((t) => receiptLeafHash(tradeReceipt(t, quoteMaxAgeMs), nodeSha256));
    const sealedAt = Date.now();
    const batch = await this.signer.sign<ReceiptBatch>(
      { v: 1, kind: 'receipt-batch', batch: id, sealedAt, count: trades.length, root: toHex(merkleRoot(leaves, nodeSha256)) },
      sealedAt,
    );
    await this.batches.seal(id, {
      tradeIds: trades.map((t) => t.id),
      sealedAt: new Date(sealedAt),
      root: batch.root,
      quoteMaxAgeMs,
      keyId: batch.keyId,
      signature: batch.signature,
    });
  }

  /** The sweeper's part: batches whose process died between the commit and the seal. */
  async sealLeftBehind(): Promise<void> {
    await this.sealAll(await this.batches.unsealed(new Date(Date.now() - SEAL_GRACE_MS), SWEEP_LIMIT));
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource } from 'typeorm';
import { execute, rows } from '../../database/typed-query';
import type { IBatchOfTradeQuery, IReceiptTradesQuery, ISealBatchQuery, IUnsealedBatchesQuery } from './receipt-batches.repository.sql-types';

const receiptTrades = sql<IReceiptTradesQuery>`
  SELECT t.id, t.user_id, t.mode, t.symbol, t.trade_mode, t.amount, t.payout_percent, t.open_price, t.opened_at, t.expires_at,
         t.status, t.end_price, t.end_time, t.payout, t.void_reason
    FROM receipt_batches b JOIN trades t ON t.id = ANY (b.trade_ids)
   WHERE b.id = $batch!
   ORDER BY t.id`;

const sealBatch = sql<ISealBatchQuery>`
  UPDATE receipt_batches SET trade_ids = $tradeIds!::bigint[], sealed_at = $sealedAt!, root = $root!, quote_max_age_ms = $quoteMaxAgeMs!, key_id = $keyId!, signature = $signature!
   WHERE id = $batch! AND sealed_at IS NULL`;

const unsealedBatches = sql<IUnsealedBatchesQuery>`
  SELECT id FROM receipt_batches WHERE sealed_at IS NULL AND created_at < $before! ORDER BY created_at LIMIT $limit!`;

const batchOfTrade = sql<IBatchOfTradeQuery>`
  SELECT t.id, t.user_id, t.mode, t.symbol, t.trade_mode, t.amount, t.payout_percent, t.open_price, t.opened_at, t.expires_at,
         t.status, t.end_price, t.end_time, t.payout, t.void_reason, t.receipt_batch,
         b.trade_ids, b.sealed_at, b.root, b.quote_max_age_ms, b.key_id, b.signature
    FROM trades t LEFT JOIN receipt_batches b ON b.id = t.receipt_batch
   WHERE t.id = $trade! AND ($userId::uuid IS NULL OR t.user_id = $userId)`;

export type ReceiptTradeRow = IReceiptTradesQuery['result'];
export type TradeWithBatchRow = IBatchOfTradeQuery['result'];

/** The receipt_batches table: the trades ended together, and once sealed, their root and its signature. */
@Injectable()
export class ReceiptBatchesRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** The batch's trades, by id: the order of its receipts. */
  trades(batch: string): Promise<ReceiptTradeRow[]> {
    return rows(receiptTrades, { batch }, this.ds);
  }

  /** False when it was sealed already (by another process). */
  async seal(
    batch: string,
    seal: { tradeIds: string[]; sealedAt: Date; root: string; quoteMaxAgeMs: number; keyId: string; signature: string },
  ): Promise<boolean> {
    return (await execute(sealBatch, { batch, ...seal }, this.ds)).rowCount === 1;
  }

  async unsealed(before: Date, limit: number): Promise<string[]> {
    return (await rows(unsealedBatches, { before, limit }, this.ds)).map((r) => r.id);
  }

  /** A trade with its batch; `userId` null: any owner's (staff). */
  async tradeWithBatch(trade: string, userId: string | null): Promise<TradeWithBatchRow | null> {
    const [row] = await rows(batchOfTrade, { trade, userId }, this.ds);
    return row ?? null;
  }
}

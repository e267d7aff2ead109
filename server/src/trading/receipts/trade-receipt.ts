import { createHash } from 'node:crypto';
import type { AccountMode, TradeMode, TradeStatus } from '../../contracts/trade-rules';
import type { TradeReceipt } from '../../contracts/provable/statements';
import type { ReceiptTradeRow } from './receipt-batches.repository';

/** The owner as a receipt names them: SHA-256 of the account id, which only the platform and the owner can link back. */
export const pseudonymOf = (userId: string): string => createHash('sha256').update(`account:${userId}`).digest('hex');

/** A final trade's receipt, from its row: times in epoch ms, money in cents. */
export function tradeReceipt(row: ReceiptTradeRow, quoteMaxAgeMs: number): TradeReceipt {
  if (row.status === 'Pending' || row.end_time === null || row.payout === null) throw new Error(`Trade ${row.id} has not ended: no receipt`);
  return {
    v: 1,
    kind: 'trade-receipt',
    trade: row.id,
    account: pseudonymOf(row.user_id),
    mode: row.mode as AccountMode,
    symbol: row.symbol,
    direction: row.trade_mode as TradeMode,
    stakeCents: Number(row.amount),
    payoutPercent: row.payout_percent,
    openedAt: row.opened_at.getTime(),
    openPrice: Number(row.open_price),
    quoteMaxAgeMs,
    expiresAt: row.expires_at.getTime(),
    status: row.status as Exclude<TradeStatus, 'Pending'>,
    endPrice: row.end_price === null ? null : Number(row.end_price),
    endedAt: row.end_time.getTime(),
    paidCents: Number(row.payout),
    voidReason: row.void_reason,
  };
}

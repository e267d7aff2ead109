import type { VersionedBalances } from '../contracts/api';
import type { EncodedPayload } from '../realtime/user-event-log';
import { toTradeDtoHead, type TradeDtoSettled } from './trade.mapper';
import type { SettledTradeRow, TradeHeadRow } from './trade.types';

/** The members of a trade's DTO head as JSON, without the object's braces (encoded once, before its second). */
export type EncodedTradeHead = string & { readonly encodedTradeHead: true };
/** The members of a user's versioned balances as JSON, without the braces (encoded once per user and batch). */
export type EncodedBalances = string & { readonly encodedBalances: true };

const members = (o: object): string => JSON.stringify(o).slice(1, -1);

/** What a trade's events need of the columns that never change: the row, and its DTO's part encoded. */
export interface TradeHead {
  row: TradeHeadRow;
  json: EncodedTradeHead;
}

export const toTradeHead = (row: TradeHeadRow): TradeHead => ({ row, json: members(toTradeDtoHead(row)) as EncodedTradeHead });

/** A trade just settled: what settling set, and its head. */
export interface SettledTrade {
  row: SettledTradeRow;
  head: TradeHead;
}

export const encodeBalances = (b: VersionedBalances): EncodedBalances => members(b) as EncodedBalances;

/** trade:settled's payload, `{ trade: { ...head, ...settled }, ...balances }`, from its encoded parts. */
export function encodeTradeSettled(head: EncodedTradeHead, settled: TradeDtoSettled, balances: EncodedBalances): EncodedPayload<'trade:settled'> {
  return `{"trade":{${head},${members(settled)}},${balances}}` as EncodedPayload<'trade:settled'>;
}

/** Types generated for queries found in "server/src/trading/receipts/receipt-batches.repository.ts" */
export type DateOrString = Date | string;

export type NumberOrString = number | string;

export type NumberOrStringArray = (NumberOrString)[];

export type stringArray = (string)[];

/** 'ReceiptTrades' parameters type */
export interface IReceiptTradesParams {
  batch: string;
}

/** 'ReceiptTrades' return type */
export interface IReceiptTradesResult {
  amount: string;
  end_price: string | null;
  end_time: Date | null;
  expires_at: Date;
  id: string;
  mode: string;
  open_price: string;
  opened_at: Date;
  payout: string | null;
  payout_percent: number;
  status: string;
  symbol: string;
  trade_mode: string;
  user_id: string;
  void_reason: string | null;
}

/** 'ReceiptTrades' query type */
export interface IReceiptTradesQuery { params: IReceiptTradesParams; result: IReceiptTradesResult }

/** 'SealBatch' parameters type */
export interface ISealBatchParams {
  batch: string;
  keyId: string;
  quoteMaxAgeMs: number;
  root: string;
  sealedAt: DateOrString;
  signature: string;
  tradeIds: NumberOrStringArray;
}

/** 'SealBatch' return type */
export type ISealBatchResult = void;

/** 'SealBatch' query type */
export interface ISealBatchQuery { params: ISealBatchParams; result: ISealBatchResult }

/** 'UnsealedBatches' parameters type */
export interface IUnsealedBatchesParams {
  before: DateOrString;
  limit: NumberOrString;
}

/** 'UnsealedBatches' return type */
export interface IUnsealedBatchesResult {
  id: string;
}

/** 'UnsealedBatches' query type */
export interface IUnsealedBatchesQuery { params: IUnsealedBatchesParams; result: IUnsealedBatchesResult }

/** 'BatchOfTrade' parameters type */
export interface IBatchOfTradeParams {
  trade: NumberOrString;
  userId?: string | null | void;
}

/** 'BatchOfTrade' return type */
export interface IBatchOfTradeResult {
  amount: string;
  end_price: string | null;
  end_time: Date | null;
  expires_at: Date;
  id: string;
  key_id: string | null;
  mode: string;
  open_price: string;
  opened_at: Date;
  payout: string | null;
  payout_percent: number;
  quote_max_age_ms: number | null;
  receipt_batch: string | null;
  root: string | null;
  sealed_at: Date | null;
  signature: string | null;
  status: string;
  symbol: string;
  trade_ids: stringArray;
  trade_mode: string;
  user_id: string;
  void_reason: string | null;
}

/** 'BatchOfTrade' query type */
export interface IBatchOfTradeQuery { params: IBatchOfTradeParams; result: IBatchOfTradeResult }


/** Types generated for queries found in "server/src/trading/trades.repository.ts" */
export type DateOrString = Date | string;

export type DateOrStringArray = (DateOrString)[];

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type NumberOrString = number | string;

export type NumberOrStringArray = (NumberOrString)[];

export type stringArray = (string)[];

/** 'OpenTrades' parameters type */
export interface IOpenTradesParams {
  openedAt: DateOrString;
  trades: Json;
}

/** 'OpenTrades' return type */
export interface IOpenTradesResult {
  answer: Json | null;
  ord: number;
  outcome: string;
  request_hash: string | null;
}

/** 'OpenTrades' query type */
export interface IOpenTradesQuery { params: IOpenTradesParams; result: IOpenTradesResult }

/** 'ListForUser' parameters type */
export interface IListForUserParams {
  limit: NumberOrString;
  mode: string;
  userId: string;
}

/** 'ListForUser' return type */
export interface IListForUserResult {
  amount: string;
  duration: number;
  end_price: string | null;
  end_time: Date | null;
  expires_at: Date;
  id: string;
  mode: string;
  open_price: string;
  opened_at: Date;
  payout: string | null;
  payout_percent: number;
  source: string;
  status: string;
  strike_rate: number;
  symbol: string;
  trade_mode: string;
  trading_type: string;
  user_id: string;
  void_reason: string | null;
}

/** 'ListForUser' query type */
export interface IListForUserQuery { params: IListForUserParams; result: IListForUserResult }

/** 'AtsTradesOf' parameters type */
export interface IAtsTradesOfParams {
  limit: NumberOrString;
  userId: string;
}

/** 'AtsTradesOf' return type */
export type IAtsTradesOfResult = IListForUserResult;

/** 'AtsTradesOf' query type */
export interface IAtsTradesOfQuery { params: IAtsTradesOfParams; result: IAtsTradesOfResult }

/** 'AtsCountToday' parameters type */
export interface IAtsCountTodayParams {
  userId: string;
}

/** 'AtsCountToday' return type */
export interface IAtsCountTodayResult {
  n: number;
}

/** 'AtsCountToday' query type */
export interface IAtsCountTodayQuery { params: IAtsCountTodayParams; result: IAtsCountTodayResult }

/** 'LatestWins' parameters type */
export interface ILatestWinsParams {
  limit: NumberOrString;
}

/** 'LatestWins' return type */
export type ILatestWinsResult = IListForUserResult;

/** 'LatestWins' query type */
export interface ILatestWinsQuery { params: ILatestWinsParams; result: ILatestWinsResult }

/** 'DueInstants' parameters type */
export interface IDueInstantsParams {
  afterAt?: DateOrString | null | void;
  afterSymbol?: string | null | void;
  cutoff: DateOrString;
  from?: DateOrString | null | void;
  limit: NumberOrString;
}

/** 'DueInstants' return type */
export interface IDueInstantsResult {
  at: Date;
  symbol: string;
  trades: number;
}

/** 'DueInstants' query type */
export interface IDueInstantsQuery { params: IDueInstantsParams; result: IDueInstantsResult }

/** 'HeadsOfIds' parameters type */
export interface IHeadsOfIdsParams {
  ids: NumberOrStringArray;
}

/** 'HeadsOfIds' return type */
export interface IHeadsOfIdsResult {
  amount: string;
  duration: number;
  expires_at: Date;
  id: string;
  mode: string;
  open_price: string;
  opened_at: Date;
  payout_percent: number;
  source: string;
  strike_rate: number;
  symbol: string;
  trade_mode: string;
  trading_type: string;
  user_id: string;
}

/** 'HeadsOfIds' query type */
export interface IHeadsOfIdsQuery { params: IHeadsOfIdsParams; result: IHeadsOfIdsResult }

/** 'HeadsExpiringAt' parameters type */
export interface IHeadsExpiringAtParams {
  expiringAt: DateOrString;
}

/** 'HeadsExpiringAt' return type */
export type IHeadsExpiringAtResult = IHeadsOfIdsResult;

/** 'HeadsExpiringAt' query type */
export interface IHeadsExpiringAtQuery { params: IHeadsExpiringAtParams; result: IHeadsExpiringAtResult }

/** 'SettleBatch' parameters type */
export interface ISettleBatchParams {
  batch: NumberOrString;
  cutoff: DateOrString;
  endTime: DateOrString;
  instants: DateOrStringArray;
  partition: number;
  partitions?: number | null | void;
  prices: NumberOrStringArray;
  receiptBatch: string;
  symbols: stringArray;
  voidReason: string;
}

/** 'SettleBatch' return type */
export interface ISettleBatchResult {
  amount: string;
  end_price: string | null;
  id: string;
  mode: string;
  payout: string | null;
  status: string;
  user_id: string;
  void_reason: string | null;
}

/** 'SettleBatch' query type */
export interface ISettleBatchQuery { params: ISettleBatchParams; result: ISettleBatchResult }

/** 'OwnTrade' parameters type */
export interface IOwnTradeParams {
  id: NumberOrString;
  userId: string;
}

/** 'OwnTrade' return type */
export type IOwnTradeResult = IListForUserResult;

/** 'OwnTrade' query type */
export interface IOwnTradeQuery { params: IOwnTradeParams; result: IOwnTradeResult }

/** 'CloseOpen' parameters type */
export interface ICloseOpenParams {
  closableBefore: DateOrString;
  closedAt: DateOrString;
  id: NumberOrString;
  price: NumberOrString;
  receiptBatch: string;
  userId: string;
  value: NumberOrString;
}

/** 'CloseOpen' return type */
export interface ICloseOpenResult {
  amount: string;
  end_price: string | null;
  end_time: Date | null;
  id: string;
  mode: string;
  payout: string | null;
  status: string;
  user_id: string;
  void_reason: string | null;
}

/** 'CloseOpen' query type */
export interface ICloseOpenQuery { params: ICloseOpenParams; result: ICloseOpenResult }


/** Types generated for queries found in "server/src/funds/profits.repository.ts" */

/** 'RealProfits' parameters type */
export interface IRealProfitsParams {
  userId: string;
}

/** 'RealProfits' return type */
export interface IRealProfitsResult {
  amount: string;
  created_at: Date;
  earnings: string;
  id: string;
  profit: string;
  trade_id: string;
}

/** 'RealProfits' query type */
export interface IRealProfitsQuery { params: IRealProfitsParams; result: IRealProfitsResult }


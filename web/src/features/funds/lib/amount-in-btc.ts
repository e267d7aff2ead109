import { type DepositDto, COIN_DECIMALS } from '@contracts/funds';

/**
 * The deposit history's "Amount in BTC": the quoted coins of a Bitcoin deposit; for any other
 * deposit, its dollars at the latest BTC/USD price (null while no price is known).
 */
export function amountInBtc(deposit: Pick<DepositDto, 'amount' | 'coin_amount' | 'currency'>, btcUsd: number | undefined): number | null {
  if (deposit.currency === 'btc' && deposit.coin_amount !== null) return deposit.coin_amount;
  if (!btcUsd || btcUsd <= 0) return null;
  return Number((deposit.amount / btcUsd).toFixed(COIN_DECIMALS));
}

/** 0.00123 → "0.00123000" (coins always with their 8 decimals); null → "-". */
export const formatCoins = (value: number | null): string => (value === null ? '-' : value.toFixed(COIN_DECIMALS));

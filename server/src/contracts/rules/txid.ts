import type { CryptoCurrency, DepositMethod } from '../funds';

/** A transaction id as each chain writes it, in the stored form (lower-case hex). */
const TXID_PATTERNS: Record<CryptoCurrency, RegExp> = { btc: /^[0-9a-f]{64}$/, eth: /^0x[0-9a-f]{64}$/ };
/** Public explorers a reviewer opens a transaction in. */
const EXPLORER_TX_PAGES: Record<CryptoCurrency, string> = { btc: 'https://mempool.space/tx/', eth: 'https://etherscan.io/tx/' };

/**
 * A transaction id as sent, in the one form it is checked and stored in: trimmed, its hex digits
 * lower-case (the `0x` prefix is left as sent); empty means none (undefined). Anything but text stays
 * as sent, for the rule to refuse.
 */
export function normalTxid(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.replace(/[A-F]/g, (c) => c.toLowerCase());
}

/** A transaction id of the coin's chain, in the stored form: BTC 64 hex digits, ETH `0x` and 64 hex digits. */
export function isTxid(currency: CryptoCurrency, value: unknown): value is string {
  return typeof value === 'string' && TXID_PATTERNS[currency].test(value);
}

/** The transaction's page on a public explorer; null for a card, when none was given, or for one not of the coin's chain. */
export function txidUrl(method: DepositMethod, txid: string | null): string | null {
  if (method === 'card' || !isTxid(method, txid)) return null;
  return EXPLORER_TX_PAGES[method] + txid;
}

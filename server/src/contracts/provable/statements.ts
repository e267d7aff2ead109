/**
 * What the platform signs to make settlement provable (DESIGN "Provable settlement"): each second's
 * ticks, chained, and the receipts of the trades it settled, in batches. Shared by the server (which
 * builds and signs them), the verify-trade command and the web app (which check them).
 */
import type { AccountMode, TradeMode, TradeStatus } from '../trade-rules';
import { canonicalJson, utf8 } from './canonical-json';
import { fromHex, type Hash, leafHash, merkleRoot, sha256, toHex } from './merkle';

export const SIGNATURE_ALGORITHM = 'Ed25519';
/** The head before the first commitment. */
export const GENESIS_HEAD = '0'.repeat(64);

/** One instrument's ticks in one second, every one of them, in time order: [epoch ms, price]. A second holds a leaf per instrument, sorted by symbol, ticks or none. */
export interface TickLeaf {
  symbol: string;
  second: number;
  ticks: [number, number][];
}

/** A second's ticks committed: the root of its leaves, chained to the head before (head = SHA-256(prevHead || root)). */
export interface TickCommitment {
  v: 1;
  kind: 'tick-commitment';
  second: number;
  /** The second of the commitment before: second - 1, or earlier across a recorded gap (null at the first). */
  prevSecond: number | null;
  leaves: number;
  root: string;
  prevHead: string;
  head: string;
  keyId: string;
}

/** A final trade as the platform answers for it. Times are epoch ms, money in cents. */
export interface TradeReceipt {
  v: 1;
  kind: 'trade-receipt';
  trade: string;
  /** The owner, pseudonymous: SHA-256 of the account id, hex. */
  account: string;
  mode: AccountMode;
  symbol: string;
  direction: TradeMode;
  stakeCents: number;
  payoutPercent: number;
  openedAt: number;
  openPrice: number;
  /** The oldest a quote could be when the trade opened: its entry tick is at most this much older. */
  quoteMaxAgeMs: number;
  expiresAt: number;
  status: Exclude<TradeStatus, 'Pending'>;
  endPrice: number | null;
  endedAt: number;
  paidCents: number;
  voidReason: string | null;
}

/** The receipts sealed together (one settlement transaction, or one early close): the root of their hashes. */
export interface ReceiptBatch {
  v: 1;
  kind: 'receipt-batch';
  batch: string;
  sealedAt: number;
  count: number;
  root: string;
  keyId: string;
}

export type Signed<T> = T & { signature: string };

/** A public key and when it signed: from validFrom until the next key's validFrom. */
export interface SettlementKey {
  keyId: string;
  algorithm: typeof SIGNATURE_ALGORITHM;
  publicKey: string;
  validFrom: number;
  validUntil: number | null;
}

/** The bytes a signature covers: the statement's canonical JSON, signature left out. */
export function signedBytes<T extends object>(statement: T): Uint8Array {
  const { signature: _, ...rest } = statement as T & { signature?: string };
  return utf8(canonicalJson(rest));
}

export const tickLeafHash = (leaf: TickLeaf, hash: Hash = sha256): Uint8Array => leafHash(utf8(canonicalJson(leaf)), hash);
export const receiptLeafHash = (receipt: TradeReceipt, hash: Hash = sha256): Uint8Array => leafHash(utf8(canonicalJson(receipt)), hash);

/** head = SHA-256(prevHead || root), hex. */
export function chainHead(prevHead: string, root: string, hash: Hash = sha256): string {
  const prev = fromHex(prevHead);
  const r = fromHex(root);
  const both = new Uint8Array(prev.length + r.length);
  both.set(prev);
  both.set(r, prev.length);
  return toHex(hash(both));
}

/** A second's commitment before it is signed: its leaves' root, chained to the commitment before (none: the first). */
export function tickCommitmentOf(
  second: number,
  leaves: readonly TickLeaf[],
  prev: { second: number; head: string } | null,
  hash: Hash = sha256,
): Omit<TickCommitment, 'keyId'> {
  const root = toHex(
    merkleRoot(
      leaves.map((l) => tickLeafHash(l, hash)),
      hash,
    ),
  );
  const prevHead = prev?.head ?? GENESIS_HEAD;
  return {
    v: 1,
    kind: 'tick-commitment',
    second,
    prevSecond: prev?.second ?? null,
    leaves: leaves.length,
    root,
    prevHead,
    head: chainHead(prevHead, root, hash),
  };
}

/** One second's evidence for an instrument: its leaf and path to the signed commitment, or the commitment that records the second as a gap. */
export type TickEvidence =
  { second: number; leaf: TickLeaf; index: number; path: string[]; commitment: Signed<TickCommitment> } | { second: number; gap: Signed<TickCommitment> };

/**
 * What `GET /api/trading/trades/:id/receipt` answers, and a downloaded receipt holds: all that is needed
 * to check a trade offline, with the public keys published when it was fetched (a verifier pins its own:
 * `--keys` or `--target`, or the browser's fetch of /api/.well-known/settlement-keys).
 */
export interface ReceiptBundle {
  receipt: TradeReceipt;
  proof: { index: number; path: string[]; batch: Signed<ReceiptBatch> };
  ticks: { entry: TickEvidence[]; exit: TickEvidence[] };
  keys: SettlementKey[];
}

/** One committed second as `GET /api/market/commitments` answers it: the signed commitment and the leaves it commits to. */
export interface CommittedSecond {
  commitment: Signed<TickCommitment>;
  leaves: TickLeaf[];
}

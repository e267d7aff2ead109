import { ed25519 } from '@noble/curves/ed25519';
import { merkleProof, merkleRoot, sha256, toHex } from '@contracts/provable/merkle';
import {
  chainHead,
  GENESIS_HEAD,
  receiptLeafHash,
  signedBytes,
  tickLeafHash,
  type ReceiptBatch,
  type ReceiptBundle,
  type SettlementKey,
  type Signed,
  type TickCommitment,
  type TickEvidence,
  type TickLeaf,
  type TradeReceipt,
} from '@contracts/provable/statements';
import { payoutCents } from '@contracts/trade-rules';
import { must } from '../../../shared/lib/must';

/** The second the fixture's trade opens in (epoch seconds). */
export const FIXTURE_SECOND = 1_790_000_000;
export const FIXTURE_TRADE_ID = 4242;
export const FIXTURE_KEY_ID = 'settlement-2026-01';

export interface ReceiptFixture {
  bundle: ReceiptBundle;
  keys: SettlementKey[];
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * A real receipt bundle, signed with a fresh Ed25519 key, for the web's tests: a demo Buy of $10 on
 * BTC/USD opened at 91,000 (75 %, 60 s) that expired at 91,050 and Won, paying $17.50. Every second
 * from the entry's quote window to the first tick after expiry is committed, chained from the genesis
 * head; BTC/USD and ETH/USD have a leaf each; second +57 is a recorded gap. The receipt is the second
 * of three in its signed batch.
 */
export function receiptFixture(): ReceiptFixture {
  const privateKey = ed25519.utils.randomPrivateKey();
  const key: SettlementKey = {
    keyId: FIXTURE_KEY_ID,
    algorithm: 'Ed25519',
    publicKey: toHex(ed25519.getPublicKey(privateKey)),
    validFrom: (FIXTURE_SECOND - 3600) * 1000,
    validUntil: null,
  };
  const sign = <T extends object>(statement: T): Signed<T> => ({ ...statement, signature: toHex(ed25519.sign(signedBytes(statement), privateKey)) });

  const S = FIXTURE_SECOND;
  const openedAt = S * 1000 + 500;
  const expiresAt = openedAt + 60_000;
  const endedAt = (S + 61) * 1000 + 200;

  // BTC/USD: the entry tick 300 ms before the open, one tick a second around expiry, the last at or
  // before it at 91,050 and a later one that decides it.
  const btc = new Map<number, [number, number][]>([
    [S - 1, [[(S - 1) * 1000 + 600, 90_990]]],
    [S, [[S * 1000 + 200, 91_000]]],
  ]);
  for (let s = S + 55; s <= S + 61; s++) btc.set(s, [[s * 1000 + 100, s === S + 60 ? 91_050 : 91_000 + (s - S)]]);
  const gapSecond = S + 57;
  btc.delete(gapSecond);

  // Every second's commitment, chained: BTC/USD's leaf and ETH/USD's, sorted by symbol.
  const leaves = new Map<number, TickLeaf[]>();
  const commitments = new Map<number, Signed<TickCommitment>>();
  let prev: Signed<TickCommitment> | null = null;
  for (let s = S - 1; s <= S + 61; s++) {
    if (s === gapSecond) continue;
    const secondLeaves: TickLeaf[] = [
      { symbol: 'BTCUSD', second: s, ticks: btc.get(s) ?? [] },
      { symbol: 'ETHUSD', second: s, ticks: [[s * 1000 + 400, 3100 + (s % 7)]] },
    ];
    const root = toHex(merkleRoot(secondLeaves.map((l) => tickLeafHash(l))));
    const prevHead = prev?.head ?? GENESIS_HEAD;
    const commitment: Signed<TickCommitment> = sign({
      v: 1,
      kind: 'tick-commitment',
      second: s,
      prevSecond: prev?.second ?? null,
      leaves: secondLeaves.length,
      root,
      prevHead,
      head: chainHead(prevHead, root),
      keyId: key.keyId,
    });
    leaves.set(s, secondLeaves);
    commitments.set(s, commitment);
    prev = commitment;
  }
  const evidence = (from: number, to: number): TickEvidence[] => {
    const out: TickEvidence[] = [];
    for (let s = from; s <= to; s++) {
      const c = commitments.get(s);
      if (!c) {
        out.push({ second: s, gap: must(commitments.get(s + 1), `the commitment after gap second ${s}`) });
        continue;
      }
      const secondLeaves = must(leaves.get(s), `the leaves of second ${s}`);
      const index = secondLeaves.findIndex((l) => l.symbol === 'BTCUSD');
      out.push({
        second: s,
        leaf: secondLeaves[index],
        index,
        path: merkleProof(
          secondLeaves.map((l) => tickLeafHash(l)),
          index,
        ).map(toHex),
        commitment: c,
      });
    }
    return out;
  };

  const receipt: TradeReceipt = {
    v: 1,
    kind: 'trade-receipt',
    trade: String(FIXTURE_TRADE_ID),
    account: toHex(sha256(utf8('account-1'))),
    mode: 'demo',
    symbol: 'BTCUSD',
    direction: 'Buy',
    stakeCents: 1000,
    payoutPercent: 75,
    openedAt,
    openPrice: 91_000,
    quoteMaxAgeMs: 1000,
    expiresAt,
    status: 'Won',
    endPrice: 91_050,
    endedAt,
    paidCents: payoutCents(1000, 75, 'Won'),
    voidReason: null,
  };
  const others: TradeReceipt[] = [4241, 4243].map((id) => ({ ...receipt, trade: String(id), account: toHex(sha256(utf8(`account-${id}`))) }));
  const batchReceipts = [others[0], receipt, others[1]];
  const receiptLeaves = batchReceipts.map((r) => receiptLeafHash(r));
  const batch: Signed<ReceiptBatch> = sign({
    v: 1,
    kind: 'receipt-batch',
    batch: 'batch-0001',
    sealedAt: endedAt + 500,
    count: batchReceipts.length,
    root: toHex(merkleRoot(receiptLeaves)),
    keyId: key.keyId,
  });

  return {
    bundle: {
      receipt,
      proof: { index: 1, path: merkleProof(receiptLeaves, 1).map(toHex), batch },
      ticks: { entry: evidence(S - 1, S), exit: evidence(S + 55, S + 61) },
      keys: [key],
    },
    keys: [key],
  };
}

/** A deep copy of the bundle with some of it changed (a tampered receipt). */
export function tamperedBundle(bundle: ReceiptBundle, change: (copy: ReceiptBundle) => void): ReceiptBundle {
  const copy = structuredClone(bundle);
  change(copy);
  return copy;
}

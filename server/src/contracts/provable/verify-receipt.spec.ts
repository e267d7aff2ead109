import { ed25519 } from '@noble/curves/ed25519';
import { merkleProof, merkleRoot, toHex } from './merkle';
import {
  chainHead,
  tickCommitmentOf,
  ReceiptBundle,
  receiptLeafHash,
  SettlementKey,
  Signed,
  signedBytes,
  TickCommitment,
  TickEvidence,
  TickLeaf,
  tickLeafHash,
  TradeReceipt,
} from './statements';
import { VERIFIED_SUMMARY, verifyCommitmentChain, verifyReceipt } from './verify-receipt';

const platform = ed25519.utils.randomPrivateKey();
const KEY: SettlementKey = { keyId: 'k1', algorithm: 'Ed25519', publicKey: toHex(ed25519.getPublicKey(platform)), validFrom: 0, validUntil: null };
const sign = <T extends object>(statement: T, key = platform): Signed<T> => ({ ...statement, signature: toHex(ed25519.sign(signedBytes(statement), key)) });

const T0 = 1_800_000_000; // epoch second the trade opens in
/** Ticks every 500 ms: EURUSD rising 0.0001 a tick from 1.1000; BTCUSD flat. */
function leavesOf(second: number): TickLeaf[] {
  const price = (ms: number) => Number((1.1 + ((ms - T0 * 1000) / 500) * 0.0001).toFixed(5));
  const eur: [number, number][] = [5, 505].map((o) => [second * 1000 + o, price(second * 1000 + o)]);
  return [
    { symbol: 'BTCUSD', second, ticks: [[second * 1000 + 5, 50000]] },
    { symbol: 'EURUSD', second, ticks: eur },
  ];
}

function chain(from: number, to: number): Map<number, { commitment: Signed<TickCommitment>; leaves: TickLeaf[] }> {
  const out = new Map<number, { commitment: Signed<TickCommitment>; leaves: TickLeaf[] }>();
  let prev: { second: number; head: string } | null = null;
  for (let s = from; s <= to; s++) {
    const leaves = leavesOf(s);
    const commitment: Signed<TickCommitment> = sign<TickCommitment>({ ...tickCommitmentOf(s, leaves, prev), keyId: 'k1' });
    out.set(s, { commitment, leaves });
    prev = { second: s, head: commitment.head };
  }
  return out;
}

const committed = chain(T0 - 5, T0 + 70);
function evidence(symbol: string, from: number, to: number): TickEvidence[] {
  const out: TickEvidence[] = [];
  for (let s = from; s <= to; s++) {
    const c = committed.get(s)!;
    const index = c.leaves.findIndex((l) => l.symbol === symbol);
    out.push({
      second: s,
      leaf: c.leaves[index],
      index,
      path: merkleProof(
        c.leaves.map((l) => tickLeafHash(l)),
        index,
      ).map(toHex),
      commitment: c.commitment,
    });
  }
  return out;
}

/** A Buy of EURUSD opened at T0 + 0.6 s (entry tick T0 + 0.505 s, 1.1001), expiring 60 s later at 1.1120: Won, 75 %. */
function bundle(over: Partial<TradeReceipt> = {}): ReceiptBundle {
  const receipt: TradeReceipt = {
    v: 1,
    kind: 'trade-receipt',
    trade: '42',
    account: 'a'.repeat(64),
    mode: 'real',
    symbol: 'EURUSD',
    direction: 'Buy',
    stakeCents: 1000,
    payoutPercent: 75,
    openedAt: T0 * 1000 + 600,
    openPrice: 1.1001,
    quoteMaxAgeMs: 1000,
    expiresAt: (T0 + 60) * 1000,
    status: 'Won',
    endPrice: 1.1119,
    endedAt: (T0 + 60) * 1000 + 30,
    paidCents: 1750,
    voidReason: null,
    ...over,
  };
  const others = [1, 2, 3, 4].map((k) => ({ ...receipt, trade: String(k) }));
  const all = [...others.slice(0, 2), receipt, ...others.slice(2)];
  const hashes = all.map((r) => receiptLeafHash(r));
  const batch = sign({
    v: 1 as const,
    kind: 'receipt-batch' as const,
    batch: 'b1',
    sealedAt: receipt.endedAt + 10,
    count: all.length,
    root: toHex(merkleRoot(hashes)),
    keyId: 'k1',
  });
  return {
    receipt,
    proof: { index: 2, path: merkleProof(hashes, 2).map(toHex), batch },
    ticks: { entry: evidence('EURUSD', T0 - 1, T0), exit: receipt.status === 'Closed' ? [] : evidence('EURUSD', T0 + 55, T0 + 60) },
    keys: [KEY],
  };
}

const failures = (b: ReceiptBundle, keys = [KEY]) => verifyReceipt(b, keys).failures.join('\n');

describe('verifyReceipt', () => {
  it('verifies an honest Won receipt and says what it checked', () => {
    const v = verifyReceipt(bundle(), [KEY]);
    expect(v.failures).toEqual([]);
    expect(v.ok).toBe(true);
    expect(v.checked.join('\n')).toMatch(/entry price 1\.1001 is the published tick/);
    expect(v.checked.join('\n')).toMatch(/exit price 1\.1119 is the last published tick at or before expiry; Buy from 1\.1001: Won, paid 17\.50/);
    expect(VERIFIED_SUMMARY).toBe('Entry and exit ticks match the published prices; the outcome is signed by the platform');
  });

  it('fails a receipt changed in any field', () => {
    const honest = bundle();
    for (const [field, value] of Object.entries({
      paidCents: 9999,
      status: 'Lost',
      endPrice: 1.2,
      openPrice: 1.1002,
      account: 'b'.repeat(64),
      stakeCents: 1001,
    })) {
      const b = { ...honest, receipt: { ...honest.receipt, [field]: value } };
      expect(failures(b)).toMatch(/not in its signed batch/);
    }
  });

  it('fails a proof that does not lead to the root, and a batch signed by another key', () => {
    const b = bundle();
    expect(failures({ ...b, proof: { ...b.proof, index: 3 } })).toMatch(/not in its signed batch/);
    expect(failures({ ...b, proof: { ...b.proof, path: b.proof.path.slice(1) } })).toMatch(/not in its signed batch/);
    const other = ed25519.utils.randomPrivateKey();
    const { signature: _, ...unsigned } = b.proof.batch;
    expect(failures({ ...b, proof: { ...b.proof, batch: sign(unsigned, other) } })).toMatch(/the batch: signature does not match key k1/);
    expect(failures(b, [{ ...KEY, keyId: 'k2' }])).toMatch(/unknown key k1/);
    expect(failures(b, [{ ...KEY, validFrom: b.proof.batch.sealedAt + 1 }])).toMatch(/outside its validity/);
  });

  it('fails ticks that are not in the commitments, or a commitment whose head or signature was changed', () => {
    const b = bundle();
    const exit = b.ticks.exit as Extract<TickEvidence, { leaf: TickLeaf }>[];
    const moved = exit.map((e, k) =>
      k === exit.length - 2 ? { ...e, leaf: { ...e.leaf, ticks: e.leaf.ticks.map(([t, p]): [number, number] => [t, p + 0.01]) } } : e,
    );
    expect(failures({ ...b, ticks: { ...b.ticks, exit: moved } })).toMatch(/not in that second's commitment/);
    const reheaded = exit.map((e, k) => (k === 0 ? { ...e, commitment: { ...e.commitment, head: '0'.repeat(64) } } : e));
    expect(failures({ ...b, ticks: { ...b.ticks, exit: reheaded } })).toMatch(/head of second .* does not follow/);
    expect(failures({ ...b, ticks: { ...b.ticks, exit: exit.slice(1) } })).toMatch(/no evidence for EURUSD in second/);
  });

  it('recomputes the outcome: a receipt signed with the wrong end price or status fails on the ticks', () => {
    expect(failures(bundle({ endPrice: 1.1118, status: 'Won', paidCents: 1750 }))).toMatch(/price the expiry at 1\.1119, the receipt at 1\.1118/);
    expect(failures(bundle({ direction: 'Sell', status: 'Won', paidCents: 1750 }))).toMatch(/outcome rule gives Lost/);
    expect(failures(bundle({ paidCents: 1700 }))).toMatch(/pays 1750 cents/);
    expect(failures(bundle({ openPrice: 1.5, status: 'Lost', paidCents: 0 }))).toMatch(/no published tick of EURUSD at 1\.5/);
  });

  it('verifies a Closed receipt on its entry tick alone', () => {
    const v = verifyReceipt(bundle({ status: 'Closed', endPrice: 1.105, endedAt: (T0 + 30) * 1000, paidCents: 1200 }), [KEY]);
    expect(v.failures).toEqual([]);
    expect(v.checked.join('\n')).toMatch(/closed early at 1\.105 for 12\.00/);
  });
});

describe('verifyCommitmentChain', () => {
  const run = [...committed.values()].map((c) => c.commitment);

  it('holds for the chain as signed, with no gap', () => {
    expect(verifyCommitmentChain(run, [KEY])).toEqual({ failures: [], gaps: [] });
  });

  it('a commitment changed after the fact breaks its own head and every link after it', () => {
    const altered = run.map((c, i) => (i === 10 ? { ...c, root: '11'.repeat(32) } : c));
    expect(verifyCommitmentChain(altered, [KEY]).failures).toEqual([`the head of second ${run[10].second} does not follow from its root`]);
    const reheaded = altered.map((c, i) => (i === 10 ? sign({ ...c, head: chainHead(c.prevHead, c.root), signature: undefined }) : c));
    expect(verifyCommitmentChain(reheaded, [KEY]).failures).toEqual([`second ${run[11].second} does not chain from second ${run[10].second}`]);
  });

  it('a second missing from the chain is a failure unless the next commitment records the gap, signed', () => {
    expect(verifyCommitmentChain([...run.slice(0, 5), ...run.slice(6)], [KEY]).failures).toEqual([
      `second ${run[6].second} does not chain from second ${run[4].second}`,
    ]);
    const skip = [
      ...run.slice(0, 5),
      sign({ ...tickCommitmentOf(run[6].second, leavesOf(run[6].second), { second: run[4].second, head: run[4].head }), keyId: 'k1' }),
    ];
    expect(verifyCommitmentChain(skip, [KEY])).toEqual({ failures: [], gaps: [[run[5].second, run[5].second]] });
  });
});

import { ed25519 } from '@noble/curves/ed25519';
import { expiryPrice } from '../expiry-price';
import { EXPIRY_TICK_MAX_AGE_MS, payoutCents, settledOutcome } from '../trade-rules';
import { fromHex, rootFromProof, toHex } from './merkle';
import {
  chainHead,
  type ReceiptBundle,
  receiptLeafHash,
  type SettlementKey,
  type Signed,
  signedBytes,
  type TickCommitment,
  type TickEvidence,
  tickLeafHash,
} from './statements';

export interface Verification {
  ok: boolean;
  /** What was checked and held, in plain words. */
  checked: string[];
  /** What did not hold; empty when ok. */
  failures: string[];
}

/** The sentence a client reads when everything held. */
export const VERIFIED_SUMMARY = 'Entry and exit ticks match the published prices; the outcome is signed by the platform';

type Check = { checked: string[]; failures: string[] };

function signatureHolds(statement: Signed<object> & { keyId: string }, at: number, keys: readonly SettlementKey[]): string | null {
  const key = keys.find((k) => k.keyId === statement.keyId);
  if (!key) return `signed by an unknown key ${statement.keyId}`;
  if (at < key.validFrom || (key.validUntil !== null && at >= key.validUntil)) return `signed by key ${key.keyId} outside its validity`;
  try {
    return ed25519.verify(fromHex(statement.signature), signedBytes(statement), fromHex(key.publicKey)) ? null : `signature does not match key ${key.keyId}`;
  } catch {
    return `signature is malformed`;
  }
}

/** A commitment's own integrity: its head follows from its root, and the platform signed it. */
function commitmentFailure(c: Signed<TickCommitment>, keys: readonly SettlementKey[]): string | null {
  if (chainHead(c.prevHead, c.root) !== c.head) return `the head of second ${c.second} does not follow from its root`;
  const bad = signatureHolds(c, c.second * 1000, keys);
  return bad ? `the commitment of second ${c.second}: ${bad}` : null;
}

/** The ticks of `symbol` the evidence proves, or the failures; seconds from..to must all be covered. */
function provenTicks(
  evidence: readonly TickEvidence[],
  symbol: string,
  from: number,
  to: number,
  keys: readonly SettlementKey[],
  c: Check,
): [number, number][] | null {
  const ticks: [number, number][] = [];
  const seconds = new Map(evidence.map((e) => [e.second, e]));
  let ok = true;
  for (let s = from; s <= to; s++) {
    const e = seconds.get(s);
    if (!e) {
      c.failures.push(`no evidence for ${symbol} in second ${s}`);
      ok = false;
      continue;
    }
    if ('gap' in e) {
      const g = e.gap;
      const bad = commitmentFailure(g, keys);
      if (bad) c.failures.push(bad);
      // prevSecond null: the chain began after this second, nothing was committed before it.
      else if (!((g.prevSecond === null || g.prevSecond < s) && s < g.second)) c.failures.push(`second ${s} is not inside the gap its commitment records`);
      else continue;
      ok = false;
      continue;
    }
    const bad = commitmentFailure(e.commitment, keys);
    const root = rootFromProof(tickLeafHash(e.leaf), e.index, e.commitment.leaves, e.path.map(fromHex));
    if (bad) c.failures.push(bad);
    else if (e.leaf.symbol !== symbol || e.leaf.second !== s || e.commitment.second !== s)
      c.failures.push(`the ticks given for second ${s} are not ${symbol}'s of that second`);
    else if (!root || toHex(root) !== e.commitment.root) c.failures.push(`the ticks of ${symbol} in second ${s} are not in that second's commitment`);
    else if (e.leaf.ticks.some(([t]) => Math.floor(t / 1000) !== s)) c.failures.push(`a tick of second ${s} is dated outside it`);
    else {
      ticks.push(...e.leaf.ticks);
      continue;
    }
    ok = false;
  }
  return ok ? ticks.sort((a, b) => a[0] - b[0]) : null;
}

const secondOf = (ms: number) => Math.floor(ms / 1000);

/**
 * Checks a receipt bundle with the platform's public keys, offline: the receipt is in its signed batch;
 * every tick given is in its second's signed commitment; the entry price is a published tick no older
 * than the quote bound; and, for a trade that ran to expiry, the consistent-tick rule over the
 * published ticks gives its end price, and the outcome rule its status and the amount paid.
 */
export function verifyReceipt(bundle: ReceiptBundle, keys: readonly SettlementKey[]): Verification {
  const c: Check = { checked: [], failures: [] };
  const r = bundle.receipt;

  const batch = bundle.proof.batch;
  const root = rootFromProof(receiptLeafHash(r), bundle.proof.index, batch.count, bundle.proof.path.map(fromHex));
  if (!root || toHex(root) !== batch.root) c.failures.push('the receipt is not in its signed batch (changed, or a proof for another receipt)');
  else c.checked.push(`the receipt is receipt ${bundle.proof.index + 1} of ${batch.count} in batch ${batch.batch}`);
  const batchBad = signatureHolds(batch, batch.sealedAt, keys);
  if (batchBad) c.failures.push(`the batch: ${batchBad}`);
  else c.checked.push(`the batch's root is signed by the platform (key ${batch.keyId})`);

  const entry = provenTicks(bundle.ticks.entry, r.symbol, secondOf(r.openedAt - r.quoteMaxAgeMs), secondOf(r.openedAt), keys, c);
  if (entry) {
    const tick = entry.filter(([t, p]) => t <= r.openedAt && r.openedAt - t <= r.quoteMaxAgeMs && p === r.openPrice).pop();
    if (tick) c.checked.push(`the entry price ${r.openPrice} is the published tick of ${new Date(tick[0]).toISOString()}`);
    else c.failures.push(`no published tick of ${r.symbol} at ${r.openPrice} in the ${r.quoteMaxAgeMs} ms before the trade opened`);
  }

  if (r.status === 'Closed') {
    if (r.endedAt >= r.expiresAt) c.failures.push('the trade was closed early after its expiry');
    else c.checked.push(`closed early at ${r.endPrice} for ${(r.paidCents / 100).toFixed(2)}, as signed`);
  } else {
    checkExit(bundle, keys, c);
  }
  return { ok: c.failures.length === 0, ...c };
}

function checkExit(bundle: ReceiptBundle, keys: readonly SettlementKey[], c: Check): void {
  const r = bundle.receipt;
  const evidence = bundle.ticks.exit;
  const last = evidence.length ? Math.max(...evidence.map((e) => e.second)) : secondOf(r.expiresAt);
  const ticks = provenTicks(evidence, r.symbol, secondOf(r.expiresAt - EXPIRY_TICK_MAX_AGE_MS), Math.max(last, secondOf(r.expiresAt)), keys, c);
  if (!ticks) return;
  const before = ticks.filter(([t]) => t <= r.expiresAt).pop();
  const laterTick = ticks.some(([t]) => t > r.expiresAt);
  const decided = expiryPrice({ at: r.expiresAt, now: r.endedAt, before: before ? { time: before[0], price: before[1] } : null, laterTick });
  if (decided.kind === 'wait') {
    c.failures.push('the published ticks do not decide the price at expiry when the trade was settled');
    return;
  }
  const endPrice = decided.kind === 'price' ? decided.price : null;
  const status = settledOutcome(r.direction, r.openPrice, endPrice);
  const paid = payoutCents(r.stakeCents, r.payoutPercent, status);
  if (endPrice !== r.endPrice)
    c.failures.push(`the published ticks price the expiry at ${endPrice ?? 'nothing (Void)'}, the receipt at ${r.endPrice ?? 'nothing (Void)'}`);
  else if (status !== r.status) c.failures.push(`the outcome rule gives ${status}, the receipt says ${r.status}`);
  else if (paid !== r.paidCents) c.failures.push(`the outcome rule pays ${paid} cents, the receipt ${r.paidCents}`);
  else
    c.checked.push(
      endPrice === null
        ? `no published tick priced the expiry: Void, the stake returned`
        : `the exit price ${endPrice} is the last published tick at or before expiry; ${r.direction} from ${r.openPrice}: ${status}, paid ${(paid / 100).toFixed(2)}`,
    );
}

/**
 * Checks a run of commitments, oldest first, as a keeper of heads would: each chains from the one
 * before it (a jump in seconds is a gap the later one records by its prevSecond), its head follows from
 * its root, and the platform signed it. Answers the failures and the recorded gaps (first and last second).
 */
export function verifyCommitmentChain(
  chain: readonly Signed<TickCommitment>[],
  keys: readonly SettlementKey[],
): { failures: string[]; gaps: [number, number][] } {
  const failures: string[] = [];
  const gaps: [number, number][] = [];
  chain.forEach((c, i) => {
    const prev = chain[i - 1];
    if (prev && (c.prevSecond !== prev.second || c.prevHead !== prev.head)) failures.push(`second ${c.second} does not chain from second ${prev.second}`);
    const bad = commitmentFailure(c, keys);
    if (bad) failures.push(bad);
    if (c.prevSecond !== null && c.second - c.prevSecond > 1) gaps.push([c.prevSecond + 1, c.second - 1]);
  });
  return { failures, gaps };
}

import { sha256 as nobleSha256 } from '@noble/hashes/sha256';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';

/** SHA-256 of some bytes. The server passes node's (faster); browsers and the CLI use this default. */
export type Hash = (data: Uint8Array) => Uint8Array;
export const sha256: Hash = (data) => nobleSha256(data);

const LEAF = new Uint8Array([0]);
const NODE = new Uint8Array([1]);

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * A Merkle tree as RFC 6962 (Certificate Transparency) defines it: a leaf's hash is SHA-256(0x00 ||
 * leaf), a node's SHA-256(0x01 || left || right), so a leaf cannot pass for a node; n leaves split at
 * the largest power of two below n; the empty tree's root is SHA-256 of nothing.
 */
export const leafHash = (leaf: Uint8Array, hash: Hash = sha256): Uint8Array => hash(concat(LEAF, leaf));
const nodeHash = (left: Uint8Array, right: Uint8Array, hash: Hash) => hash(concat(NODE, left, right));

const split = (n: number): number => {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
};

/** The root of these leaf hashes, in their order. */
export function merkleRoot(leaves: readonly Uint8Array[], hash: Hash = sha256): Uint8Array {
  if (leaves.length === 0) return hash(new Uint8Array(0));
  if (leaves.length === 1) return leaves[0];
  const k = split(leaves.length);
  return nodeHash(merkleRoot(leaves.slice(0, k), hash), merkleRoot(leaves.slice(k), hash), hash);
}

/** The audit path of leaf `index` (RFC 6962 section 2.1.1): the sibling hashes from the leaf up. */
export function merkleProof(leaves: readonly Uint8Array[], index: number, hash: Hash = sha256): Uint8Array[] {
  if (index < 0 || index >= leaves.length) throw new RangeError(`No leaf ${index} in ${leaves.length}`);
  if (leaves.length === 1) return [];
  const k = split(leaves.length);
  return index < k
    ? [...merkleProof(leaves.slice(0, k), index, hash), merkleRoot(leaves.slice(k), hash)]
    : [...merkleProof(leaves.slice(k), index - k, hash), merkleRoot(leaves.slice(0, k), hash)];
}

/** The root a leaf hash and its audit path lead to, for leaf `index` of `size` (null when the path cannot belong to such a tree). */
export function rootFromProof(leaf: Uint8Array, index: number, size: number, path: readonly Uint8Array[], hash: Hash = sha256): Uint8Array | null {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return null;
  // The path's order is the recursion's: the innermost sibling first. Walk the splits down, then fold up.
  const sides: ('left' | 'right')[] = [];
  for (let i = index, n = size; n > 1;) {
    const k = split(n);
    if (i < k) {
      sides.push('right');
      n = k;
    } else {
      sides.push('left');
      i -= k;
      n -= k;
    }
  }
  if (sides.length !== path.length) return null;
  let node = leaf;
  for (let level = 0; level < path.length; level++) {
    const side = sides[sides.length - 1 - level];
    node = side === 'right' ? nodeHash(node, path[level], hash) : nodeHash(path[level], node, hash);
  }
  return node;
}

export const toHex = bytesToHex;
export const fromHex = hexToBytes;

import { createHash } from 'node:crypto';
import { leafHash, merkleProof, merkleRoot, rootFromProof, sha256, toHex } from './merkle';
import { canonicalJson, utf8 } from './canonical-json';

const leaves = (n: number) => Array.from({ length: n }, (_, i) => leafHash(utf8(`leaf ${i}`)));

describe('Merkle tree (RFC 6962)', () => {
  it('every leaf of trees of 1 to 33 leaves proves to the root, and to no other index or size', () => {
    for (let n = 1; n <= 33; n++) {
      const l = leaves(n);
      const root = toHex(merkleRoot(l));
      for (let i = 0; i < n; i++) {
        const path = merkleProof(l, i);
        expect(toHex(rootFromProof(l[i], i, n, path) ?? new Uint8Array())).toBe(root);
        if (n > 1) expect(toHex(rootFromProof(l[i], (i + 1) % n, n, path) ?? new Uint8Array())).not.toBe(root);
      }
    }
  });

  it('matches RFC 6962 by hand for three leaves, and node hashing equals node:crypto SHA-256', () => {
    const [a, b, c] = leaves(3);
    const node = (l: Uint8Array, r: Uint8Array) => sha256(new Uint8Array([1, ...l, ...r]));
    expect(toHex(merkleRoot([a, b, c]))).toBe(toHex(node(node(a, b), c)));
    const nodeSha = (d: Uint8Array) => new Uint8Array(createHash('sha256').update(d).digest());
    expect(toHex(merkleRoot([a, b, c], nodeSha))).toBe(toHex(merkleRoot([a, b, c])));
  });

  it('a changed leaf or path, or a path of the wrong length, does not lead to the root', () => {
    const l = leaves(5);
    const root = toHex(merkleRoot(l));
    const path = merkleProof(l, 2);
    expect(toHex(rootFromProof(leafHash(utf8('other')), 2, 5, path) ?? new Uint8Array())).not.toBe(root);
    const bent = path.map((p, k) => (k === 0 ? sha256(p) : p));
    expect(toHex(rootFromProof(l[2], 2, 5, bent) ?? new Uint8Array())).not.toBe(root);
    expect(rootFromProof(l[2], 2, 5, path.slice(1))).toBeNull();
    expect(rootFromProof(l[2], 7, 5, path)).toBeNull();
  });
});

describe('canonical JSON (RFC 8785 for our values)', () => {
  it('sorts keys at every depth and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 'x', null], c: true } })).toBe('{"a":{"c":true,"d":[1,"x",null]},"b":1}');
    expect(canonicalJson({ price: 1.08345, big: 1e21 })).toBe('{"big":1e+21,"price":1.08345}');
  });

  it('refuses what has no single form', () => {
    expect(() => canonicalJson({ a: undefined })).toThrow(TypeError);
    expect(() => canonicalJson(Number.NaN)).toThrow(TypeError);
    expect(() => canonicalJson(new Date(0))).toThrow(TypeError);
  });
});

import { HDKey } from '@scure/bip32';
import { bech32 } from '@scure/base';
import { ripemd160 } from '@noble/hashes/ripemd160';
import { sha256 } from '@noble/hashes/sha256';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex } from '@noble/hashes/utils';
import { secp256k1 } from '@noble/curves/secp256k1';
import type { CryptoCurrency } from '../contracts/funds';
import { toChecksumAddress } from '../contracts/rules/crypto-address';

/**
 * The default DEPOSIT_XPUB_* values: PUBLIC account keys of the BIP39 test mnemonic
 * "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
 * (known to everyone, so coins sent to them are anyone's): BTC m/84'/1'/0' (testnet, tb1 addresses),
 * ETH m/44'/60'/0'. A deployment taking real money sets its own; no private key is ever configured.
 */
export const TEST_DEPOSIT_XPUBS = {
  btc: 'tpubDC8msFGeGuwnKG9Upg7DM2b4DaRqg3CUZa5g8v2SRQ6K4NSkxUgd7HsL2XVWbVm39yBA4LAxysQAm397zwQSQoQgewGiYZqrA9DsP4zbQ1M',
  eth: 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
} as const;

/** BIP32 version bytes of extended public keys: mainnet xpub, testnet tpub. */
const VERSIONS = { xpub: { private: 0x0488ade4, public: 0x0488b21e }, tpub: { private: 0x04358394, public: 0x043587cf } };

const isTestnet = (xpub: string) => xpub.startsWith('tpub');

function parse(xpub: string): HDKey {
  return HDKey.fromExtendedKey(xpub, isTestnet(xpub) ? VERSIONS.tpub : VERSIONS.xpub);
}

/** Why a configured key is refused, or null: it must parse and be public (a private key is refused outright). */
export function xpubProblem(xpub: string): string | null {
  try {
    const key = parse(xpub);
    if (key.privateKey) return 'must be a public key, never a private one';
    return null;
  } catch {
    return 'is not a valid extended public key';
  }
}

/** The public key of receive address `index` (path 0/index below the account key). */
function childPublicKey(xpub: string, index: number): Uint8Array {
  const child = parse(xpub).deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('Derived key has no public key');
  return child.publicKey;
}

/** Native SegWit (P2WPKH, BIP84): bech32 of version 0 and hash160 of the compressed key; tb1 for a tpub. */
export function bitcoinAddress(xpub: string, index: number): string {
  const hash = ripemd160(sha256(childPublicKey(xpub, index)));
  return bech32.encode(isTestnet(xpub) ? 'tb' : 'bc', [0, ...bech32.toWords(hash)]);
}

/** The last 20 bytes of keccak256 of the uncompressed key (without its 0x04 prefix), EIP-55 checksummed. */
export function ethereumAddress(xpub: string, index: number): string {
  const uncompressed = secp256k1.ProjectivePoint.fromHex(childPublicKey(xpub, index)).toRawBytes(false);
  return toChecksumAddress(bytesToHex(keccak_256(uncompressed.slice(1)).slice(-20)));
}

export function depositAddress(currency: CryptoCurrency, xpub: string, index: number): string {
  return currency === 'btc' ? bitcoinAddress(xpub, index) : ethereumAddress(xpub, index);
}

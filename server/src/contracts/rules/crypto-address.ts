import { bech32, bech32m, createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha256';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex } from '@noble/hashes/utils';
import type { CryptoCurrency } from '../funds';

const base58check = createBase58check(sha256);
/** P2PKH and P2SH version bytes, mainnet and testnet. */
const BASE58_VERSIONS = new Set([0x00, 0x05, 0x6f, 0xc4]);

function isSegwitAddress(address: string): boolean {
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return false;
  if (!/^(bc|tb)1/.test(lower)) return false;
  for (const codec of [bech32, bech32m]) {
    try {
      const { words } = codec.decode(lower as `${string}1${string}`, 90);
      const version = words[0];
      const program = codec.fromWords(words.slice(1));
      // Version 0 is bech32 with a 20- or 32-byte program; later versions are bech32m (BIP350).
      if (version === 0 && codec === bech32 && (program.length === 20 || program.length === 32)) return true;
      if (version >= 1 && version <= 16 && codec === bech32m && program.length >= 2 && program.length <= 40) return true;
    } catch {
      // Not this encoding.
    }
  }
  return false;
}

function isBase58Address(address: string): boolean {
  try {
    const payload = base58check.decode(address);
    return payload.length === 21 && BASE58_VERSIONS.has(payload[0]);
  } catch {
    return false;
  }
}

/** A Bitcoin address: bech32/bech32m (bc1, tb1) or base58check (1, 3, m, n, 2). */
export function isBitcoinAddress(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 90 && (isSegwitAddress(value) || isBase58Address(value));
}

/** EIP-55: each hex letter upper-case when the matching nibble of keccak256(lower-case address) is 8 or more. */
export function toChecksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < 40; i++) out += parseInt(hash[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i];
  return out;
}

/** An Ethereum address: all lower-case or all upper-case hex (no checksum), or mixed case with a valid EIP-55 checksum. */
export function isEthereumAddress(value: unknown): boolean {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) return false;
  const hex = value.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toChecksumAddress(hex) === value;
}

export function isWalletAddress(currency: CryptoCurrency, value: unknown): boolean {
  return currency === 'btc' ? isBitcoinAddress(value) : isEthereumAddress(value);
}

export const walletAddressMessage = (currency: CryptoCurrency) => `is not a valid ${currency === 'btc' ? 'Bitcoin' : 'Ethereum'} address`;

import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, KeyObject } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readOrWriteOnce } from '../config/write-once-file';

export const SETTLEMENT_KEYRING_FILE = 'settlement-keys.json';

/** One signing key: its private half, its public key (hex, raw 32 bytes) and the instant it signs from. */
export interface KeyringEntry {
  keyId: string;
  privateKey: KeyObject;
  publicKey: string;
  validFrom: number;
}

/** As stored in the data folder: the private key in PKCS#8 DER, base64url. */
interface StoredKey {
  keyId: string;
  privateKey: string;
  validFrom: number;
}

function entryOf(privateKey: KeyObject, validFrom: number): KeyringEntry {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const publicKey = Buffer.from(jwk.x as string, 'base64url').toString('hex');
  const keyId = `ed25519-${createHash('sha256').update(publicKey, 'hex').digest('hex').slice(0, 16)}`;
  return { keyId, privateKey, publicKey, validFrom };
}

const parse = (stored: StoredKey): KeyringEntry =>
  entryOf(createPrivateKey({ key: Buffer.from(stored.privateKey, 'base64url'), format: 'der', type: 'pkcs8' }), stored.validFrom);

const stored = (e: KeyringEntry): StoredKey => ({
  keyId: e.keyId,
  privateKey: (e.privateKey.export({ format: 'der', type: 'pkcs8' }) as Buffer).toString('base64url'),
  validFrom: e.validFrom,
});

/**
 * SETTLEMENT_KEY (an Ed25519 private key, PKCS#8 DER in base64url), valid from the epoch; or the keyring
 * in the data folder, made at first start with one key valid from then, like the JWT secret. Oldest first.
 */
export function loadKeyring(dataDir: string, settlementKey?: string): KeyringEntry[] {
  if (settlementKey) return [parse({ keyId: '', privateKey: settlementKey, validFrom: 0 })];
  const text = readOrWriteOnce(join(dataDir, SETTLEMENT_KEYRING_FILE), () => JSON.stringify([stored(newKey(Date.now()))], null, 2));
  return (JSON.parse(text) as StoredKey[]).map(parse).sort((a, b) => a.validFrom - b.validFrom);
}

/** Adds a key that signs from `validFrom` on (the keys before it keep their receipts verifiable); returns it. */
export function rotateKeyring(dataDir: string, validFrom: number): KeyringEntry {
  const path = join(dataDir, SETTLEMENT_KEYRING_FILE);
  const keys = loadKeyring(dataDir);
  const latest = keys[keys.length - 1];
  if (validFrom <= latest.validFrom) throw new Error(`A new key must start after the latest one (${new Date(latest.validFrom).toISOString()})`);
  const key = newKey(validFrom);
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify([...keys, key].map(stored), null, 2), { mode: 0o600 });
  renameSync(temp, path);
  return key;
}

/** The key that signs at `at`: the latest valid from then. */
export function keyAt(keys: readonly KeyringEntry[], at: number): KeyringEntry {
  const key = keys.filter((k) => k.validFrom <= at).pop() ?? keys[0];
  if (!key) throw new Error('No settlement key');
  return key;
}

function newKey(validFrom: number): KeyringEntry {
  return entryOf(generateKeyPairSync('ed25519').privateKey, validFrom);
}

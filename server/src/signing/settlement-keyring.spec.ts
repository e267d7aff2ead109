import { ed25519 } from '@noble/curves/ed25519';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { fromHex } from '../contracts/provable/merkle';
import { type ReceiptBatch, signedBytes } from '../contracts/provable/statements';
import { keyAt, loadKeyring, rotateKeyring, SETTLEMENT_KEYRING_FILE } from './settlement-keyring';
import type { SettlementKeysRepository } from './settlement-keys.repository';
import { SettlementSigner } from './settlement-signer';

let dataDir: string;
beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'keyring-spec-'))));
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A repository that keeps the published keys in memory, as the table would. */
function memoryRepository() {
  const rows: { key_id: string; algorithm: string; public_key: string; valid_from: Date; valid_until: Date | null }[] = [];
  return {
    publish: async (keys: { keyId: string; publicKey: string; validFrom: number; validUntil: number | null }[]) => {
      for (const k of keys) {
        const until = k.validUntil === null ? null : new Date(k.validUntil);
        const row = rows.find((r) => r.key_id === k.keyId);
        if (!row) rows.push({ key_id: k.keyId, algorithm: 'Ed25519', public_key: k.publicKey, valid_from: new Date(k.validFrom), valid_until: until });
        else if (row.valid_until === null) row.valid_until = until;
      }
      rows.sort((a, b) => a.valid_from.getTime() - b.valid_from.getTime());
    },
    list: async () => rows,
  };
}

const statement = (at: number): Omit<ReceiptBatch, 'keyId'> => ({ v: 1, kind: 'receipt-batch', batch: 'b', sealedAt: at, count: 1, root: '00'.repeat(32) });

describe('settlement keyring', () => {
  it('is made once in the data folder, owner-only, and read back the same', () => {
    const first = loadKeyring(dataDir);
    expect(first).toHaveLength(1);
    expect(statSync(join(dataDir, SETTLEMENT_KEYRING_FILE)).mode & 0o777).toBe(0o600);
    expect(loadKeyring(dataDir).map((k) => k.publicKey)).toEqual(first.map((k) => k.publicKey));
  });

  it('rotates: a new key signs from its time on, the old one before it, and refuses a start before the latest', () => {
    const [old] = loadKeyring(dataDir);
    const next = rotateKeyring(dataDir, old.validFrom + 3600_000);
    const keys = loadKeyring(dataDir);
    expect(keys.map((k) => k.keyId)).toEqual([old.keyId, next.keyId]);
    expect(keyAt(keys, next.validFrom - 1).keyId).toBe(old.keyId);
    expect(keyAt(keys, next.validFrom).keyId).toBe(next.keyId);
    expect(() => rotateKeyring(dataDir, next.validFrom)).toThrow(/must start after/);
  });

  it('signs with the key of the moment and publishes both: what the old key signed still verifies with it', async () => {
    const repository = memoryRepository();
    const signer = new SettlementSigner({ dataDir } as AppConfig, repository as unknown as SettlementKeysRepository);
    await signer.onModuleInit();
    const [old] = loadKeyring(dataDir);
    const before = await signer.sign<ReceiptBatch>(statement(old.validFrom + 1000), old.validFrom + 1000);
    const next = rotateKeyring(dataDir, old.validFrom + 60_000);
    // A running signer picks the new key up on its next read of the keyring, and publishes both: the old one now ending.
    await (signer as unknown as { load(): Promise<void> }).load();
    const after = await signer.sign<ReceiptBatch>(statement(next.validFrom + 1000), next.validFrom + 1000);
    expect([before.keyId, after.keyId]).toEqual([old.keyId, next.keyId]);

    const published = await signer.publicKeys();
    expect(published.map((k) => [k.keyId, k.validUntil])).toEqual([
      [old.keyId, next.validFrom],
      [next.keyId, null],
    ]);
    for (const signed of [before, after]) {
      const key = published.find((k) => k.keyId === signed.keyId)!;
      expect(ed25519.verify(fromHex(signed.signature), signedBytes(signed), fromHex(key.publicKey))).toBe(true);
    }
  });

  it('SETTLEMENT_KEY, when set, is the one key, valid from the epoch', () => {
    const [made] = loadKeyring(dataDir);
    const pkcs8 = (made.privateKey.export({ format: 'der', type: 'pkcs8' }) as Buffer).toString('base64url');
    const [only] = loadKeyring(join(dataDir, 'elsewhere'), pkcs8);
    expect(only).toMatchObject({ publicKey: made.publicKey, keyId: made.keyId, validFrom: 0 });
  });
});

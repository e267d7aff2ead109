import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { sign } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { SettlementKey, Signed, signedBytes, SIGNATURE_ALGORITHM } from '../contracts/provable/statements';
import { keyAt, KeyringEntry, loadKeyring } from './settlement-keyring';
import { SettlementKeysRepository } from './settlement-keys.repository';

/** How often a running process reads the keyring again, to sign with a key rotated in while it runs. */
const KEYRING_READ_EVERY_MS = 60_000;

/**
 * Signs what settlement commits to (statements of contracts/provable) with the platform's Ed25519 key
 * of the moment, and publishes every public key it holds, so that what an old key signed still verifies.
 */
@Injectable()
export class SettlementSigner implements OnModuleInit {
  private keys: KeyringEntry[] = [];
  private readAt = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: SettlementKeysRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.load();
  }

  /** The statement signed with the key valid at `at` (epoch ms), its key id set. */
  async sign<T extends { keyId: string }>(statement: Omit<T, 'keyId'>, at: number): Promise<Signed<T>> {
    if (Date.now() - this.readAt > KEYRING_READ_EVERY_MS) await this.load();
    const key = keyAt(this.keys, at);
    const withKey = { ...statement, keyId: key.keyId } as T;
    return { ...withKey, signature: sign(null, signedBytes(withKey), key.privateKey).toString('hex') };
  }

  /** Every published key with its validity: each signs until the next key of its keyring starts. */
  async publicKeys(): Promise<SettlementKey[]> {
    return (await this.repository.list()).map((k) => ({
      keyId: k.key_id,
      algorithm: SIGNATURE_ALGORITHM,
      publicKey: k.public_key,
      validFrom: k.valid_from.getTime(),
      validUntil: k.valid_until?.getTime() ?? null,
    }));
  }

  private async load(): Promise<void> {
    this.keys = loadKeyring(this.config.dataDir, this.config.settlementKey);
    this.readAt = Date.now();
    await this.repository.publish(this.keys.map((k, i) => ({ ...k, validUntil: this.keys[i + 1]?.validFrom ?? null })));
  }
}

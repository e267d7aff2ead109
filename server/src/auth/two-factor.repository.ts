import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource, EntityManager } from 'typeorm';
import { execute, firstRow, type Runner } from '../database/typed-query';
import type {
  IDeleteRecoveryCodesQuery,
  IDeleteTwoFactorQuery,
  IEnableTwoFactorQuery,
  IInsertRecoveryCodesQuery,
  ISavePendingSecretQuery,
  ITwoFactorOfQuery,
  IUseRecoveryCodeQuery,
  IUseStepQuery,
} from './two-factor.repository.sql-types';

const twoFactorOf = sql<ITwoFactorOfQuery>`SELECT secret, enabled_at, last_step FROM user_two_factor WHERE user_id = $userId!`;
/** A new pending secret replaces the one not yet confirmed; none is written while two-factor sign-in is on. */
const savePendingSecret = sql<ISavePendingSecretQuery>`
  INSERT INTO user_two_factor (user_id, secret) VALUES ($userId!, $secret!)
  ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, last_step = NULL, created_at = now()
   WHERE user_two_factor.enabled_at IS NULL
  RETURNING user_id`;
/** Only the pending secret the code was checked against: a setup in between leaves it pending. */
const enableTwoFactor = sql<IEnableTwoFactorQuery>`
  UPDATE user_two_factor SET enabled_at = now(), last_step = $step!
   WHERE user_id = $userId! AND secret = $secret! AND enabled_at IS NULL
  RETURNING user_id`;
/** Takes a code's time step once: of two requests with one code, one wins. */
const useStep = sql<IUseStepQuery>`
  UPDATE user_two_factor SET last_step = $step!
   WHERE user_id = $userId! AND enabled_at IS NOT NULL AND (last_step IS NULL OR last_step < $step!)
  RETURNING user_id`;
const deleteTwoFactor = sql<IDeleteTwoFactorQuery>`DELETE FROM user_two_factor WHERE user_id = $userId!`;
const deleteRecoveryCodes = sql<IDeleteRecoveryCodesQuery>`DELETE FROM recovery_codes WHERE user_id = $userId!`;
const insertRecoveryCodes = sql<IInsertRecoveryCodesQuery>`
  INSERT INTO recovery_codes (user_id, code_hash) SELECT $userId!, h FROM unnest($hashes!::text[]) AS h`;
const useRecoveryCode = sql<IUseRecoveryCodeQuery>`
  UPDATE recovery_codes SET used_at = now() WHERE user_id = $userId! AND code_hash = $hash! AND used_at IS NULL RETURNING id`;

/** SQL of user_two_factor (each user's TOTP secret, sealed) and recovery_codes (hashed, each used once). */
@Injectable()
export class TwoFactorRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** The user's row; none before a setup. */
  of(userId: string, on: Runner = this.ds) {
    return firstRow(twoFactorOf, { userId }, on);
  }

  /** False when two-factor sign-in is already on (nothing written). */
  async savePending(userId: string, secret: string): Promise<boolean> {
    return (await execute(savePendingSecret, { userId, secret }, this.ds)).rowCount === 1;
  }

  /** Turns it on with the recovery codes' hashes, in one transaction; false when the pending secret changed meanwhile. */
  enable(userId: string, secret: string, step: number, recoveryHashes: string[]): Promise<boolean> {
    return this.ds.transaction(async (m) => {
      if ((await execute(enableTwoFactor, { userId, secret, step: String(step) }, m)).rowCount !== 1) return false;
      await execute(deleteRecoveryCodes, { userId }, m);
      await execute(insertRecoveryCodes, { userId, hashes: recoveryHashes }, m);
      return true;
    });
  }

  /** True when the step is newer than every step used so far (and is now the last used). */
  async useStep(userId: string, step: number, on: Runner = this.ds): Promise<boolean> {
    return (await execute(useStep, { userId, step: String(step) }, on)).rowCount === 1;
  }

  /** True when the code was unused (it is used now). */
  async useRecoveryCode(userId: string, hash: string, on: Runner = this.ds): Promise<boolean> {
    return (await execute(useRecoveryCode, { userId, hash }, on)).rowCount === 1;
  }

  /** Turns it off: the secret and every recovery code go (in the caller's transaction, or one of its own). */
  remove(userId: string, m?: EntityManager): Promise<void> {
    const removeIn = async (t: EntityManager) => {
      await execute(deleteTwoFactor, { userId }, t);
      await execute(deleteRecoveryCodes, { userId }, t);
    };
    return m ? removeIn(m) : this.ds.transaction(removeIn);
  }
}

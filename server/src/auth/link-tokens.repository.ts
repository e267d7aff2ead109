import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource } from 'typeorm';
import { execute, firstRow } from '../database/typed-query';
import type {
  IInsertLinkTokenQuery,
  IOwnerOfLinkTokenQuery,
  ISpendLinkTokenQuery,
  IUserOfValidLinkTokenQuery,
  IVoidUnusedLinkTokensQuery,
} from './link-tokens.repository.sql-types';

/** What a mailed link lets its holder do (link_tokens.purpose). */
export type LinkPurpose = 'verify_email' | 'reset_password';

const voidUnusedLinkTokens = sql<IVoidUnusedLinkTokensQuery>`
  UPDATE link_tokens SET used_at = now() WHERE user_id = $userId! AND purpose = $purpose! AND used_at IS NULL`;
const insertLinkToken = sql<IInsertLinkTokenQuery>`
  INSERT INTO link_tokens (user_id, purpose, token_hash, expires_at)
  VALUES ($userId!, $purpose!, $tokenHash!, now() + make_interval(secs => $ttlSeconds!))`;
const userOfValidLinkToken = sql<IUserOfValidLinkTokenQuery>`
  SELECT user_id FROM link_tokens WHERE token_hash = $tokenHash! AND purpose = $purpose! AND used_at IS NULL AND expires_at > now()`;
const spendLinkToken = sql<ISpendLinkTokenQuery>`
  UPDATE link_tokens SET used_at = now()
   WHERE token_hash = $tokenHash! AND purpose = $purpose! AND used_at IS NULL AND expires_at > now() RETURNING user_id`;
const ownerOfLinkToken = sql<IOwnerOfLinkTokenQuery>`SELECT user_id FROM link_tokens WHERE token_hash = $tokenHash! AND purpose = $purpose!`;

/** SQL of the link_tokens table; tokens are looked up by their hash only. */
@Injectable()
export class LinkTokensRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Voids the user's unused tokens of this purpose and stores the new one, in one transaction. */
  async replace(userId: string, purpose: LinkPurpose, tokenHash: string, ttlSeconds: number): Promise<void> {
    await this.ds.transaction(async (m) => {
      await execute(voidUnusedLinkTokens, { userId, purpose }, m);
      await execute(insertLinkToken, { userId, purpose, tokenHash, ttlSeconds }, m);
    });
  }

  /** The user of a valid, unused, unexpired token. */
  async userOfValid(tokenHash: string, purpose: LinkPurpose): Promise<string | null> {
    return (await firstRow(userOfValidLinkToken, { tokenHash, purpose }, this.ds))?.user_id ?? null;
  }

  /** Marks a valid token used and returns its user; the guarded UPDATE lets only one caller win. */
  async spend(tokenHash: string, purpose: LinkPurpose): Promise<string | null> {
    return (await firstRow(spendLinkToken, { tokenHash, purpose }, this.ds))?.user_id ?? null;
  }

  /** The user a token was issued to, whether used, voided, expired or not. */
  async ownerOf(tokenHash: string, purpose: LinkPurpose): Promise<string | null> {
    return (await firstRow(ownerOfLinkToken, { tokenHash, purpose }, this.ds))?.user_id ?? null;
  }
}

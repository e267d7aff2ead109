import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from '@pgtyped/runtime';
import { DataSource, EntityManager } from 'typeorm';
import type { CommittedSecond, Signed, TickCommitment, TickLeaf } from '../contracts/provable/statements';
import { execute, rows } from '../database/typed-query';
import type {
  ICommitmentAfterQuery,
  ICommitmentsBetweenQuery,
  IInsertCommitmentsQuery,
  ILatestCommitmentQuery,
  ILockCommitmentsQuery,
} from './tick-commitments.repository.sql-types';

const lockCommitments = sql<ILockCommitmentsQuery>`SELECT pg_advisory_xact_lock(hashtext('market_commitments')) AS "locked"`;

const latestCommitment = sql<ILatestCommitmentQuery>`SELECT second, head FROM market_commitments ORDER BY second DESC LIMIT 1`;

const insertCommitments = sql<IInsertCommitmentsQuery>`
  INSERT INTO market_commitments (second, prev_second, leaves, leaf_count, root, prev_head, head, key_id, signature)
  SELECT * FROM unnest($seconds!::bigint[], $prevSeconds!::bigint[], $leaves!::jsonb[], $leafCounts!::int[], $roots!::text[],
                       $prevHeads!::text[], $heads!::text[], $keyIds!::text[], $signatures!::text[])`;

const commitmentsBetween = sql<ICommitmentsBetweenQuery>`
  SELECT second, prev_second, leaves, leaf_count, root, prev_head, head, key_id, signature
    FROM market_commitments WHERE second BETWEEN $from! AND $to! ORDER BY second`;

const commitmentAfter = sql<ICommitmentAfterQuery>`
  SELECT second, prev_second, leaves, leaf_count, root, prev_head, head, key_id, signature
    FROM market_commitments WHERE second > $after! ORDER BY second LIMIT 1`;

type Row = ICommitmentsBetweenQuery['result'];

function committedSecond(r: Row): CommittedSecond {
  const commitment: Signed<TickCommitment> = {
    v: 1,
    kind: 'tick-commitment',
    second: Number(r.second),
    prevSecond: r.prev_second === null ? null : Number(r.prev_second),
    leaves: r.leaf_count,
    root: r.root,
    prevHead: r.prev_head,
    head: r.head,
    keyId: r.key_id,
    signature: r.signature,
  };
  return { commitment, leaves: r.leaves as unknown as TickLeaf[] };
}

/** The market_commitments table: each second's ticks, committed in one chain. */
@Injectable()
export class TickCommitmentsRepository {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Runs `use` holding the chain's lock: one writer at a time extends it, whichever worker leads. */
  async extend<T>(use: (m: EntityManager, latest: { second: number; head: string } | null) => Promise<T>): Promise<T> {
    return this.ds.transaction(async (m) => {
      await rows(lockCommitments, undefined, m);
      const [latest] = await rows(latestCommitment, undefined, m);
      return use(m, latest ? { second: Number(latest.second), head: latest.head } : null);
    });
  }

  async insert(m: EntityManager, seconds: CommittedSecond[]): Promise<void> {
    if (!seconds.length) return;
    const c = seconds.map((s) => s.commitment);
    await execute(
      insertCommitments,
      {
        seconds: c.map((x) => x.second),
        prevSeconds: c.map((x) => x.prevSecond) as number[], // null at the first commitment: an array parameter may hold NULL
        leaves: seconds.map((s) => JSON.stringify(s.leaves)),
        leafCounts: c.map((x) => x.leaves),
        roots: c.map((x) => x.root),
        prevHeads: c.map((x) => x.prevHead),
        heads: c.map((x) => x.head),
        keyIds: c.map((x) => x.keyId),
        signatures: c.map((x) => x.signature),
      },
      m,
    );
  }

  async between(from: number, to: number): Promise<CommittedSecond[]> {
    return (await rows(commitmentsBetween, { from, to }, this.ds)).map(committedSecond);
  }

  /** The first commitment after a second: the one that records it as a gap when it has none of its own. */
  async after(second: number): Promise<CommittedSecond | null> {
    const [row] = await rows(commitmentAfter, { after: second }, this.ds);
    return row ? committedSecond(row) : null;
  }
}

import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client, Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { POSTGRES_STALLED } from '../common/dependency-errors';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** node-postgres's error when a query got no answer within query_timeout. */
const NO_ANSWER = 'Query read timeout';
/** While stalled, how often the watch asks PostgreSQL whether it answers again, and how long it waits. */
const PROBE_EVERY_MS = 200;
const PROBE_WAIT_MS = 500;
const WATCHED = Symbol('stall-watched');

type Callback = (err: Error | undefined, ...rest: unknown[]) => void;
type Watched = { query: (...args: unknown[]) => unknown; [WATCHED]?: true };

/**
 * PostgreSQL up but silent (a frozen host, a saturated server) makes each query wait its whole
 * query_timeout; a request that then rolls back, or queries again, waits once more and passes the 2 s
 * bound (DESIGN "Trust"). The server cancels a slow statement before the client gives up on it
 * (DATABASE_WAITS.api), so a query with no answer at all means the server is silent: from then on the
 * pool hands out no connection and a connection already handed out runs no query, each failing at once
 * (503), until a probe on a connection of the watch's own answers. A PostgreSQL that is down already
 * fails fast (connection refused); this covers the silent one. The API only: the worker waits longer.
 */
@Injectable()
export class PostgresStallWatch implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PostgreSQL');
  private stalledSince: number | null = null;
  private stopped = false;
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const pool = (this.ds.driver as PostgresDriver).master as Pool;
    const connect = pool.connect.bind(pool) as (cb?: Callback) => unknown;
    (pool as unknown as { connect: (cb?: Callback) => unknown }).connect = (cb?: Callback) => (this.stalledSince === null ? connect(cb) : fail(cb));
    pool.on('acquire', (client) => this.watch(client as unknown as Watched));
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Each connection's queries, once: a query with no answer trips the watch; while tripped, none is sent. */
  private watch(c: Watched): void {
    if (c[WATCHED]) return;
    c[WATCHED] = true;
    const query = c.query.bind(c);
    const noticed = (err: unknown) => {
      if (err instanceof Error && err.message === NO_ANSWER) this.trip();
    };
    c.query = (...args: unknown[]) => {
      if (this.stalledSince !== null) return fail(args[args.length - 1]);
      const callback = args[args.length - 1];
      if (typeof callback === 'function') {
        args[args.length - 1] = (err: Error | undefined, ...rest: unknown[]) => {
          noticed(err);
          (callback as Callback)(err, ...rest);
        };
        return query(...args);
      }
      const answer = query(...args);
      if (answer instanceof Promise) answer.catch(noticed);
      return answer;
    };
  }

  private trip(): void {
    if (this.stalledSince !== null) return;
    this.stalledSince = Date.now();
    this.logger.warn(`PostgreSQL gave no answer to a query: requests fail at once until it answers again`);
    this.probeLater();
  }

  private probeLater(): void {
    if (!this.stopped) this.timer = setTimeout(() => void this.probe(), PROBE_EVERY_MS);
  }

  private async probe(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl, connectionTimeoutMillis: PROBE_WAIT_MS, query_timeout: PROBE_WAIT_MS });
    client.on('error', () => undefined);
    const answered = await client
      .connect()
      .then(() => client.query('SELECT 1'))
      .then(
        () => true,
        () => false,
      );
    void client.end().catch(() => undefined);
    if (!answered) return this.probeLater();
    const stalledFor = this.stalledSince === null ? 0 : Date.now() - this.stalledSince;
    this.logger.log(`PostgreSQL answers again after ${(stalledFor / 1000).toFixed(1)} s`);
    this.stalledSince = null;
  }
}

/** A connection or query refused at once, in the caller's style (callback or promise). */
function fail(callback: unknown): unknown {
  const err = new Error(POSTGRES_STALLED);
  if (typeof callback !== 'function') return Promise.reject(err);
  process.nextTick(() => (callback as Callback)(err));
  return undefined;
}

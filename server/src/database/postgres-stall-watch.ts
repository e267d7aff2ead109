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
/** A query or connection waiting this long makes the watch ask PostgreSQL, on a connection of its own, whether it answers at all. */
const SUSPECT_AFTER_MS = 300;
const CHECK_EVERY_MS = 100;
/** How long a probe waits for a connection and a `SELECT 1`; while stalled, how often it asks again. */
const PROBE_WAIT_MS = 700;
const PROBE_EVERY_MS = 200;
const WATCHED = Symbol('stall-watched');

type Callback = (err: Error | undefined, ...rest: unknown[]) => void;
type PgClient = { query: (...args: unknown[]) => unknown; connection?: { stream?: { destroy(): void } }; [WATCHED]?: true };
/** A query or a connection the API is waiting for; `give` fails it. */
type Waiting = { since: number; give: (err: Error) => void; client?: PgClient };

/**
 * PostgreSQL up but silent (a frozen host, a saturated server) would make each query wait its whole
 * query_timeout, and a request that then rolls back or queries again would wait once more: past the
 * 2 s bound (DESIGN "Trust"). So the watch keeps the queries and connections the API waits for; when
 * the oldest has waited SUSPECT_AFTER_MS it asks PostgreSQL on a fresh connection, and if that gets no
 * answer within PROBE_WAIT_MS (an error is an answer: the server is alive), or a query reaches its
 * query_timeout, PostgreSQL is stalled: every wait fails at once (503), the pool hands out no
 * connection and a connection already handed out sends no query, until a probe answers again.
 * A connection whose query was given up, or refused, is closed, never reused: it may hold an open
 * transaction. A PostgreSQL that is down already fails fast (connection refused); this covers the
 * silent one. The API only: the worker waits longer (DATABASE_WAITS).
 */
@Injectable()
export class PostgresStallWatch implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PostgreSQL');
  /** Oldest first: a Set keeps insertion order. */
  private readonly waiting = new Set<Waiting>();
  private stalledSince: number | null = null;
  private probing = false;
  private stopped = false;
  private checks?: NodeJS.Timeout;
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const pool = (this.ds.driver as PostgresDriver).master as Pool;
    const connect = pool.connect.bind(pool) as (cb?: Callback) => unknown;
    (pool as unknown as { connect: (cb?: Callback) => unknown }).connect = (cb?: Callback) => {
      if (this.stalledSince !== null) return fail(cb);
      if (typeof cb !== 'function') return connect();
      const w = this.wait((err) => cb(err));
      return connect((err, client, release) => {
        if (this.done(w)) return cb(err, client, release);
        if (client) (release as (err: Error) => void)(new Error(POSTGRES_STALLED));
      });
    };
    pool.on('acquire', (client) => this.watch(client as unknown as PgClient));
    this.checks = setInterval(() => this.check(), CHECK_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearInterval(this.checks);
    clearTimeout(this.timer);
  }

  /** Each connection's queries, once: kept while they wait; while stalled, none is sent. */
  private watch(c: PgClient): void {
    if (c[WATCHED]) return;
    c[WATCHED] = true;
    const query = c.query.bind(c);
    const noticed = (err: unknown) => {
      if (err instanceof Error && err.message === NO_ANSWER) {
        close(c);
        this.trip('a query got no answer');
      }
    };
    c.query = (...args: unknown[]) => {
      const callback = args[args.length - 1];
      if (this.stalledSince !== null) {
        close(c);
        return fail(callback);
      }
      if (typeof callback === 'function') {
        const w = this.wait((err) => (callback as Callback)(err), c);
        args[args.length - 1] = (err: Error | undefined, ...rest: unknown[]) => {
          if (!this.done(w)) return;
          noticed(err);
          (callback as Callback)(err, ...rest);
        };
        return query(...args);
      }
      const answer = query(...args);
      if (!(answer instanceof Promise)) return answer;
      return new Promise((resolve, reject) => {
        const w = this.wait(reject, c);
        answer.then(
          (result) => this.done(w) && resolve(result),
          (err: Error) => {
            if (!this.done(w)) return;
            noticed(err);
            reject(err);
          },
        );
      });
    };
  }

  private wait(give: (err: Error) => void, client?: PgClient): Waiting {
    const w = { since: Date.now(), give, client };
    this.waiting.add(w);
    return w;
  }

  /** False when the wait was already failed by a stall: its late answer is dropped. */
  private done(w: Waiting): boolean {
    return this.waiting.delete(w);
  }

  private check(): void {
    if (this.stalledSince !== null || this.probing) return;
    const oldest = this.waiting.values().next().value;
    if (!oldest || Date.now() - oldest.since < SUSPECT_AFTER_MS) return;
    this.probing = true;
    void this.answers().then((answered) => {
      this.probing = false;
      if (!answered) this.trip(`a probe got no answer within ${PROBE_WAIT_MS} ms`);
    });
  }

  private trip(why: string): void {
    if (this.stalledSince !== null) return;
    this.stalledSince = Date.now();
    this.logger.warn(`PostgreSQL is not answering (${why}): requests fail at once until it answers again`);
    const stalled = new Error(POSTGRES_STALLED);
    for (const w of this.waiting) {
      this.waiting.delete(w);
      if (w.client) close(w.client);
      w.give(stalled);
    }
    this.probeLater();
  }

  private probeLater(): void {
    if (!this.stopped) this.timer = setTimeout(() => void this.probe(), PROBE_EVERY_MS);
  }

  private async probe(): Promise<void> {
    if (!(await this.answers())) return this.probeLater();
    const stalledFor = this.stalledSince === null ? 0 : Date.now() - this.stalledSince;
    this.logger.log(`PostgreSQL answers again after ${(stalledFor / 1000).toFixed(1)} s`);
    this.stalledSince = null;
  }

  /** Whether PostgreSQL answers at all within PROBE_WAIT_MS; an error (too many connections, say) is an answer. */
  private async answers(): Promise<boolean> {
    const client = new Client({ connectionString: this.config.databaseUrl, connectionTimeoutMillis: PROBE_WAIT_MS, query_timeout: PROBE_WAIT_MS });
    client.on('error', () => undefined);
    const answered = await client
      .connect()
      .then(() => client.query('SELECT 1'))
      .then(
        () => true,
        (err: Error) => !isSilence(err),
      );
    void client.end().catch(() => undefined);
    return answered;
  }
}

/** node-postgres's errors when nothing came back in time, as opposed to an error the server sent. */
function isSilence(err: Error): boolean {
  return err.message === NO_ANSWER || err.message.includes('timeout') || err.message.includes('Connection terminated');
}

/** Closes a connection so the pool never hands it out again (it may be inside a transaction). */
function close(c: PgClient): void {
  c.connection?.stream?.destroy();
}

/** A connection or query refused at once, in the caller's style (callback or promise). */
function fail(callback: unknown): unknown {
  const err = new Error(POSTGRES_STALLED);
  if (typeof callback !== 'function') return Promise.reject(err);
  process.nextTick(() => (callback as Callback)(err));
  return undefined;
}

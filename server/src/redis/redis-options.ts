import { Cluster, type ClusterOptions, type Redis, type RedisOptions } from 'ioredis';
import type { RedisNode } from './key-prefix';

/** A connection to a single Redis or to a Redis Cluster: the same commands either way. */
export type RedisClient = Redis | Cluster;

/** Host, port, credentials, database and TLS of a redis:// or rediss:// URL, as ioredis and BullMQ take them. */
export function redisUrlOptions(url: string): RedisOptions {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
  };
}

/** Reconnect soon after Redis is back: 100 ms doubling to 2 s, then every 2 s for as long as it takes. */
export const reconnectDelay = (attempt: number): number => Math.min(100 * 2 ** (attempt - 1), 2000);

/**
 * How each kind of connection waits while Redis is away.
 * - commands: a request's command (rate limits, tick reads, publishes) fails at once while Redis is
 *   known to be away (RedisService turns the offline queue off once first connected) and within
 *   0.7 s when it stops answering (a request making two commands in a row still answers 503 within
 *   2 s), so the API answers 503 instead of hanging.
 * - producer: BullMQ Queue; `add` throws at once while disconnected (BullMQ's "failing fast" pattern).
 * - blocking: BullMQ workers and pub/sub wait for the reconnection, as BullMQ requires.
 */
export const CONNECTION_KINDS = {
  commands: { maxRetriesPerRequest: 1, commandTimeout: 700, retryStrategy: reconnectDelay },
  producer: { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000, retryStrategy: reconnectDelay },
  blocking: { maxRetriesPerRequest: null, enableOfflineQueue: true, commandTimeout: undefined, retryStrategy: reconnectDelay },
} as const satisfies Record<string, RedisOptions>;

export type ConnectionKind = keyof typeof CONNECTION_KINDS;

/**
 * The same connection to a Redis Cluster. The kind's options go to each node's connection (credentials,
 * TLS, commandTimeout, maxRetriesPerRequest) but for what ioredis Cluster does for all of them: it
 * reconnects as a whole (a lost node's connection does not retry; the slots are fetched again) with
 * the kind's retryStrategy, and keeps or refuses commands while away with the kind's offline queue.
 * `sharded`: a subscriber per shard, for SSUBSCRIBE (on subscriber connections only: one more
 * connection per shard each).
 */
export function clusterClient(nodes: RedisNode[], options: RedisOptions, sharded = false): Cluster {
  const { retryStrategy, enableOfflineQueue, enableAutoPipelining, host: _host, port: _port, db: _db, ...redisOptions } = options;
  const cluster: ClusterOptions = {
    redisOptions,
    clusterRetryStrategy: retryStrategy ?? reconnectDelay,
    enableOfflineQueue: enableOfflineQueue ?? true,
    enableAutoPipelining,
    shardedSubscribers: sharded,
  };
  return new Cluster(nodes, cluster);
}

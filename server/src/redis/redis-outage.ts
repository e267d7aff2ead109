import { Logger } from '@nestjs/common';
import { unavailableDependency } from '../common/dependency-errors';

interface ConnectionEvents {
  on(event: string, listener: (err: Error) => void): unknown;
}

/**
 * Every Redis connection of the process reports here: the first failure of an outage is logged once,
 * however many connections fail and however often they retry, and so is the moment all are back.
 * ioredis reconnects by itself; this only keeps the log readable (and gives each connection the
 * 'error' listener without which ioredis prints "Unhandled error event" on every retry).
 */
export class RedisOutageLog {
  private readonly down = new Set<string>();
  private since = 0;
  private watched = 0;

  constructor(private readonly logger = new Logger('Redis')) {}

  get isDown(): boolean {
    return this.down.size > 0;
  }

  /** 'error' marks the connection down, 'ready' up again; once closed on purpose ('end', 'closed') it no longer counts. */
  watch(connection: ConnectionEvents, name: string): void {
    const key = `${name}#${++this.watched}`;
    connection.on('error', (err) => this.failed(key, err));
    connection.on('ready', () => this.recovered(key));
    connection.on('end', () => this.forget(key));
    connection.on('closed', () => this.forget(key));
  }

  failed(name: string, err: Error): void {
    // A worker's 'error' is not always about the connection: anything else is logged as it comes.
    if (!unavailableDependency(err)) {
      this.logger.error({ err }, `Redis connection ${name.replace(/#\d+$/, '')} reported an error`);
      return;
    }
    if (this.down.has(name)) return;
    if (!this.isDown) {
      this.since = Date.now();
      this.logger.warn(`Redis is unreachable (${name.replace(/#\d+$/, '')}: ${err.message || err.name}); reconnecting in the background`);
    }
    this.down.add(name);
  }

  recovered(name: string): void {
    if (!this.down.delete(name) || this.isDown) return;
    this.logger.log(`Redis is reachable again after ${((Date.now() - this.since) / 1000).toFixed(1)} s`);
  }

  private forget(name: string): void {
    this.down.delete(name);
  }
}

/** One log per process: the API and the worker each watch all of their connections through it. */
export const redisOutages = new RedisOutageLog();

import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { LoggedUserEvent, MissedEventsDto, USER_EVENT_LOG_SIZE, USER_EVENT_LOG_TTL_SECONDS, UserEventName, UserEvents } from '../contracts/events';
import { RedisService } from '../redis/redis.service';

/** A user's sequence number lives this long after their last event (then it starts again at 1). */
const SEQ_TTL_SECONDS = 30 * 24 * 3600;

/**
 * Numbers the event and appends it to the user's log in one step, so the log's order is the sequence's:
 * KEYS seq, log; ARGV the entry's `"event":...,"payload":...` JSON members, cap, log TTL, seq TTL.
 */
const APPEND_SCRIPT = `
local seq = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[4])
redis.call('RPUSH', KEYS[2], '{"seq":' .. seq .. ',' .. ARGV[1] .. '}')
redis.call('LTRIM', KEYS[2], -tonumber(ARGV[2]), -1)
redis.call('EXPIRE', KEYS[2], ARGV[3])
return seq`;

type LogClient = Redis & { appendUserEvent(seqKey: string, logKey: string, entry: string, cap: number, logTtl: number, seqTtl: number): Promise<number> };

/**
 * Each user's event sequence and the log of their latest events, in Redis under the deployment's
 * prefix (DESIGN "Live events"). One pipelined script call per event (ioredis auto-pipelining batches
 * the calls of a burst); reading is one MULTI.
 */
@Injectable()
export class UserEventLog {
  private readonly client: LogClient;

  constructor(private readonly redis: RedisService) {
    // The API's and the worker's one command connection: defined once per connection.
    if (typeof (redis.client as unknown as Partial<LogClient>).appendUserEvent !== 'function') {
      redis.client.defineCommand('appendUserEvent', { numberOfKeys: 2, lua: APPEND_SCRIPT });
    }
    this.client = redis.client as LogClient;
  }

  /** The event's sequence number, once it is in the log. */
  async append<E extends UserEventName>(userId: string, event: E, payload: UserEvents[E]): Promise<number> {
    const entry = `"event":${JSON.stringify(event)},"payload":${JSON.stringify(payload)}`;
    const seq = await this.client.appendUserEvent(
      this.seqKey(userId),
      this.logKey(userId),
      entry,
      USER_EVENT_LOG_SIZE,
      USER_EVENT_LOG_TTL_SECONDS,
      SEQ_TTL_SECONDS,
    );
    return Number(seq);
  }

  /** The user's current sequence number (0 before any event). */
  async current(userId: string): Promise<number> {
    return Number((await this.client.get(this.seqKey(userId))) ?? 0);
  }

  /** The events after `after` still in the log, oldest first; `complete` when none is missing. */
  async since(userId: string, after: number | undefined): Promise<MissedEventsDto> {
    const results = await this.client.multi().get(this.seqKey(userId)).lrange(this.logKey(userId), 0, -1).exec();
    if (!results) throw new Error('Event log read aborted');
    for (const [err] of results) if (err) throw err;
    const seq = Number(results[0][1] ?? 0);
    if (after === undefined) return { events: [], complete: true, seq };
    const events = (results[1][1] as string[])
      .map((text) => JSON.parse(text) as Omit<LoggedUserEvent, 'payload'> & { payload: object })
      .filter((e) => e.seq > after)
      .map((e) => ({ ...e, payload: { ...e.payload, seq: e.seq } }) as LoggedUserEvent);
    return { events, complete: after <= seq && events.length === seq - after, seq };
  }

  private seqKey(userId: string): string {
    return this.redis.key(`user-events:${userId}:seq`);
  }

  private logKey(userId: string): string {
    return this.redis.key(`user-events:${userId}:log`);
  }
}

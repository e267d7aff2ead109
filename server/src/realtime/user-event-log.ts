import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { LoggedUserEvent, MissedEventsDto, USER_EVENT_LOG_SIZE, USER_EVENT_LOG_TTL_SECONDS, UserEventName, UserEvents } from '../contracts/events';
import { RedisService } from '../redis/redis.service';
import type { OpenPacket } from './user-event-packet';

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

/**
 * The batched form, which also publishes: for each user (KEYS seq, log of each, in pairs) numbers its
 * events in one INCRBY, appends them to its log in order, and publishes each one with its number filled
 * in, all in one script call for many users. ARGV: cap, log TTL, seq TTL, then per user its event count
 * followed by, per event, the entry's JSON members, the channel, and the message's head and tail (the
 * 4 big-endian bytes of the number go between them: see user-event-packet.ts). Returns each user's last number.
 */
const APPEND_PUBLISH_MANY_SCRIPT = `
local cap, logTtl, seqTtl = tonumber(ARGV[1]), ARGV[2], ARGV[3]
local a = 4
local out = {}
for u = 1, #KEYS, 2 do
  local n = tonumber(ARGV[a])
  a = a + 1
  local last = redis.call('INCRBY', KEYS[u], n)
  redis.call('EXPIRE', KEYS[u], seqTtl)
  local seq = last - n
  local entries = {}
  for i = 1, n do
    seq = seq + 1
    entries[#entries + 1] = '{"seq":' .. seq .. ',' .. ARGV[a] .. '}'
    redis.call('PUBLISH', ARGV[a + 1], ARGV[a + 2] .. struct.pack('>I4', seq) .. ARGV[a + 3])
    a = a + 4
    if #entries == 100 then
      redis.call('RPUSH', KEYS[u + 1], unpack(entries))
      entries = {}
    end
  end
  if #entries > 0 then redis.call('RPUSH', KEYS[u + 1], unpack(entries)) end
  redis.call('LTRIM', KEYS[u + 1], -cap, -1)
  redis.call('EXPIRE', KEYS[u + 1], logTtl)
  out[#out + 1] = last
end
return out`;

/** At most this many events in one script call: Redis serves other clients between the calls of a big batch. */
export const EVENTS_PER_SCRIPT_CALL = 500;

/** One event to log and publish: its user, name and payload (without `seq`), and its message with the number left open. */
export interface UserEventToPublish {
  userId: string;
  event: UserEventName;
  payload: object;
  packet: OpenPacket;
}

type LogClient = Redis & {
  appendUserEvent(seqKey: string, logKey: string, entry: string, cap: number, logTtl: number, seqTtl: number): Promise<number>;
  appendPublishUserEvents(numKeys: number, ...args: (string | number | Buffer)[]): Promise<number[]>;
};

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
    if (typeof (redis.client as unknown as Partial<LogClient>).appendPublishUserEvents !== 'function') {
      redis.client.defineCommand('appendPublishUserEvents', { lua: APPEND_PUBLISH_MANY_SCRIPT });
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

  /**
   * Numbers, logs and publishes many events in few Redis calls (EVENTS_PER_SCRIPT_CALL at most each):
   * each user's events keep their order, their numbers follow each other, and each is published only
   * once it is in the log, with its number in its payload. A user's events all go in the same call.
   */
  async appendAndPublish(events: UserEventToPublish[]): Promise<void> {
    const byUser = new Map<string, UserEventToPublish[]>();
    for (const e of events) {
      const list = byUser.get(e.userId);
      if (list) list.push(e);
      else byUser.set(e.userId, [e]);
    }
    const calls: Promise<unknown>[] = [];
    let keys: string[] = [];
    let args: (string | number | Buffer)[] = [];
    let count = 0;
    const flush = () => {
      if (!keys.length) return;
      calls.push(this.client.appendPublishUserEvents(keys.length, ...keys, USER_EVENT_LOG_SIZE, USER_EVENT_LOG_TTL_SECONDS, SEQ_TTL_SECONDS, ...args));
      keys = [];
      args = [];
      count = 0;
    };
    for (const [userId, list] of byUser) {
      keys.push(this.seqKey(userId), this.logKey(userId));
      args.push(list.length);
      for (const e of list) {
        args.push(`"event":${JSON.stringify(e.event)},"payload":${JSON.stringify(e.payload)}`, e.packet.channel, e.packet.head, e.packet.tail);
      }
      count += list.length;
      if (count >= EVENTS_PER_SCRIPT_CALL) flush();
    }
    flush();
    await Promise.all(calls);
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

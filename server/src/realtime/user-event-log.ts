import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { LoggedUserEvent, MissedEventsDto, USER_EVENT_LOG_SIZE, USER_EVENT_LOG_TTL_SECONDS, UserEventName, UserEvents } from '../contracts/events';
import { RedisService } from '../redis/redis.service';

/** A user's sequence number lives this long after their last event (then it starts again at 1). */
const SEQ_TTL_SECONDS = 30 * 24 * 3600;

/**
 * Numbers events and appends them to their users' logs in one step, so each log's order is its
 * sequence's, then publishes them: for each user (KEYS seq, log of each, in pairs) numbers its
 * events in one INCRBY and appends them to its log in order; then publishes them all, numbered, as ONE
 * message on the user-events channel: a line per user, `<user id>\t<JSON array of its log entries>`
 * (see decodeUserEventsMessage), which every API instance fans out to its own sockets in the users'
 * rooms (UserEventsFanOut), decoding only the lines of users it has sockets for. ARGV: cap, log TTL,
 * seq TTL, channel, then per user its id and event count followed by each event's entry JSON members
 * (`"event":..,"payload":..`). Returns each user's last number.
 */
const APPEND_PUBLISH_MANY_SCRIPT = `
local cap, logTtl, seqTtl, channel = tonumber(ARGV[1]), ARGV[2], ARGV[3], ARGV[4]
local a = 5
local out = {}
local lines = {}
for u = 1, #KEYS, 2 do
  local user = ARGV[a]
  local n = tonumber(ARGV[a + 1])
  a = a + 2
  local last = redis.call('INCRBY', KEYS[u], n)
  redis.call('EXPIRE', KEYS[u], seqTtl)
  local entries = {}
  for i = 1, n do
    entries[i] = '{"seq":' .. (last - n + i) .. ',' .. ARGV[a] .. '}'
    a = a + 1
  end
  for i = 1, n, 100 do redis.call('RPUSH', KEYS[u + 1], unpack(entries, i, math.min(i + 99, n))) end
  redis.call('LTRIM', KEYS[u + 1], -cap, -1)
  redis.call('EXPIRE', KEYS[u + 1], logTtl)
  lines[#lines + 1] = user .. '\\t[' .. table.concat(entries, ',') .. ']'
  out[#out + 1] = last
end
if #lines > 0 then redis.call('PUBLISH', channel, table.concat(lines, '\\n')) end
return out`;

/** At most this many events in one script call (and message): Redis serves other clients between the calls of a big batch. */
export const EVENTS_PER_SCRIPT_CALL = 1000;

/** The channel of numbered user events, fanned out by every API instance to its sockets. */
export const userEventsChannel = (prefix: string): string => `${prefix}user-events`;

/** One log entry as stored and published: the event, its number and its payload (without `seq`). */
export interface StoredUserEvent {
  seq: number;
  event: UserEventName;
  payload: object;
}

/**
 * The users' events of one user-events message, user by user; with `wanted`, only the lines of the
 * users it accepts are decoded (an API instance has sockets for few of them). Malformed lines are skipped.
 */
export function* decodeUserEventsMessage(message: string, wanted?: (userId: string) => boolean): Generator<{ userId: string; events: StoredUserEvent[] }> {
  for (const line of message.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab <= 0) continue;
    const userId = line.slice(0, tab);
    if (wanted && !wanted(userId)) continue;
    let events: unknown;
    try {
      events = JSON.parse(line.slice(tab + 1));
    } catch {
      continue;
    }
    if (Array.isArray(events)) yield { userId, events: events as StoredUserEvent[] };
  }
}

/** One event to log and publish: its user, name and payload (without `seq`), typed by the event. */
export type UserEventToPublish = { [E in UserEventName]: { userId: string; event: E; payload: UserEvents[E] } }[UserEventName];

type LogClient = Redis & {
  appendPublishUserEvents(numKeys: number, ...args: (string | number)[]): Promise<number[]>;
};

/**
 * Each user's event sequence and the log of their latest events, in Redis under the deployment's
 * prefix (DESIGN "Live events"). One script call per EVENTS_PER_SCRIPT_CALL events (ioredis
 * auto-pipelining batches the calls of a burst); reading is one MULTI.
 */
@Injectable()
export class UserEventLog {
  private readonly client: LogClient;

  constructor(private readonly redis: RedisService) {
    // The API's and the worker's one command connection: defined once per connection.
    if (typeof (redis.client as unknown as Partial<LogClient>).appendPublishUserEvents !== 'function') {
      redis.client.defineCommand('appendPublishUserEvents', { lua: APPEND_PUBLISH_MANY_SCRIPT });
    }
    this.client = redis.client as LogClient;
  }

  /**
   * Numbers, logs and publishes many events in few Redis calls (EVENTS_PER_SCRIPT_CALL at most each,
   * one message on the user-events channel each): each user's events keep their order, their numbers
   * follow each other, and each is published only once it is in the log, with its number. A user's
   * events all go in the same call. Each call's arguments are encoded just before it is sent, and other
   * I/O is served between calls: a settlement's next batch is not held up while its events are encoded.
   */
  async appendAndPublish(events: UserEventToPublish[]): Promise<void> {
    const sent: Promise<number[]>[] = [];
    for (const [numKeys, ...args] of this.scriptCalls(events)) {
      if (sent.length) await new Promise(setImmediate);
      sent.push(this.client.appendPublishUserEvents(numKeys as number, ...args));
    }
    await Promise.all(sent);
  }

  /** The arguments of each script call that sends these events, encoded one call at a time. */
  private *scriptCalls(events: UserEventToPublish[]): Generator<(string | number)[]> {
    const byUser = new Map<string, UserEventToPublish[]>();
    for (const e of events) {
      const list = byUser.get(e.userId);
      if (list) list.push(e);
      else byUser.set(e.userId, [e]);
    }
    let keys: string[] = [];
    let args: (string | number)[] = [];
    let count = 0;
    const channel = userEventsChannel(this.redis.prefix);
    const call = () => [keys.length, ...keys, USER_EVENT_LOG_SIZE, USER_EVENT_LOG_TTL_SECONDS, SEQ_TTL_SECONDS, channel, ...args];
    for (const [userId, list] of byUser) {
      keys.push(this.seqKey(userId), this.logKey(userId));
      args.push(userId, list.length);
      for (const e of list) args.push(`"event":${JSON.stringify(e.event)},"payload":${JSON.stringify(e.payload)}`);
      count += list.length;
      if (count < EVENTS_PER_SCRIPT_CALL) continue;
      yield call();
      keys = [];
      args = [];
      count = 0;
    }
    if (keys.length) yield call();
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
      .map((text) => JSON.parse(text) as StoredUserEvent)
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

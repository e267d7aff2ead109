import { Injectable } from '@nestjs/common';
import { LoggedUserEvent, MissedEventsDto, USER_EVENT_LOG_SIZE, USER_EVENT_LOG_TTL_SECONDS, UserEventName, UserEvents } from '../contracts/events';
import type { RedisClient } from '../redis/redis-options';
import { RedisService } from '../redis/redis.service';

/** A user's sequence number lives this long after their last event (then it starts again at 1). */
const SEQ_TTL_SECONDS = 30 * 24 * 3600;

/**
 * Numbers events and appends them to their users' logs in one step, so each log's order is its
 * sequence's, then publishes them. For each user (KEYS seq, log of each, in pairs): numbers its events
 * in one INCRBY and appends them to its log as ONE entry, `{"seq":<first>,"events":[...]}` (the events
 * numbered from `first` on); then publishes every user's entry as ONE message on the user-events
 * channel, a line per user, `<user id>\t<entry>` (see decodeUserEventsMessage), which every API
 * instance fans out to its own sockets in the users' rooms (UserEventsFanOut), decoding only the lines
 * of users it has sockets for. ARGV: cap, log TTL, seq TTL, channel, then per user its id, its event
 * count and its events as a JSON array of `{"event":..,"payload":..}`. Returns each user's last number.
 * Published with SPUBLISH in a cluster (RedisService.cluster: the channel shares the keys' slot).
 */
const appendPublishManyScript = (publish: 'PUBLISH' | 'SPUBLISH') => `
local cap, logTtl, seqTtl, channel = tonumber(ARGV[1]), ARGV[2], ARGV[3], ARGV[4]
local a = 5
local out = {}
local lines = {}
for u = 1, #KEYS, 2 do
  local user, n, events = ARGV[a], tonumber(ARGV[a + 1]), ARGV[a + 2]
  a = a + 3
  local last = redis.call('INCRBY', KEYS[u], n)
  redis.call('EXPIRE', KEYS[u], seqTtl)
  local entry = '{"seq":' .. (last - n + 1) .. ',"events":' .. events .. '}'
  redis.call('RPUSH', KEYS[u + 1], entry)
  redis.call('LTRIM', KEYS[u + 1], -cap, -1)
  redis.call('EXPIRE', KEYS[u + 1], logTtl)
  lines[#lines + 1] = user .. '\\t' .. entry
  out[#out + 1] = last
end
if #lines > 0 then redis.call('${publish}', channel, table.concat(lines, '\\n')) end
return out`;

/** At most this many events in one script call (and message): Redis serves other clients between the calls of a big batch. */
export const EVENTS_PER_SCRIPT_CALL = 1000;

/** The channel of numbered user events, fanned out by every API instance to its sockets. */
export const userEventsChannel = (prefix: string): string => `${prefix}user-events`;

/** One entry of a user's log, as stored and published: events numbered from `seq` on (payloads without `seq`). */
interface StoredEntry {
  seq: number;
  events: { event: UserEventName; payload: object }[];
}

/** A user's numbered event, as decoded from the log or the user-events channel (payload without `seq`). */
export interface StoredUserEvent {
  seq: number;
  event: UserEventName;
  payload: object;
}

/** The numbered events of one stored entry (none when it is not one). */
function eventsOf(entry: unknown): StoredUserEvent[] {
  const { seq, events } = (entry ?? {}) as Partial<StoredEntry>;
  if (typeof seq !== 'number' || !Array.isArray(events)) return [];
  return events.map((e, i) => ({ seq: seq + i, event: e.event, payload: e.payload }));
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
    let entry: unknown;
    try {
      entry = JSON.parse(line.slice(tab + 1));
    } catch {
      continue;
    }
    const events = eventsOf(entry);
    if (events.length) yield { userId, events };
  }
}

/**
 * A payload already encoded as JSON, typed by its event: settlement encodes what a trade's event never
 * changes before its second, and only the rest at the second. Only functions that build it from the
 * event's typed parts cast to it.
 */
export type EncodedPayload<E extends UserEventName> = string & { readonly encodedPayloadOf: E };

/** One event to log and publish: its user, name and payload (without `seq`), as an object or encoded, typed by the event. */
export type UserEventToPublish = {
  [E in UserEventName]: { userId: string; event: E; payload: UserEvents[E] } | { userId: string; event: E; json: EncodedPayload<E> };
}[UserEventName];

type LogClient = RedisClient & {
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
      redis.client.defineCommand('appendPublishUserEvents', { lua: appendPublishManyScript(redis.cluster ? 'SPUBLISH' : 'PUBLISH') });
    }
    this.client = redis.client as LogClient;
  }

  /**
   * Numbers, logs and publishes many events in few Redis calls (EVENTS_PER_SCRIPT_CALL at most each,
   * one message on the user-events channel each): each user's events keep their order, their numbers
   * follow each other, and each is published only once it is in the log, with its number. A user's
   * events all go in the same call. All calls are sent at once, so the events of one process reach Redis
   * in the order they were given, whoever gave them.
   */
  async appendAndPublish(events: UserEventToPublish[]): Promise<void> {
    await Promise.all([...this.scriptCalls(events)].map(([numKeys, ...args]) => this.client.appendPublishUserEvents(numKeys as number, ...args)));
  }

  /** The arguments of each script call that sends these events. */
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
      args.push(
        userId,
        list.length,
        `[${list.map((e) => `{"event":${JSON.stringify(e.event)},"payload":${'json' in e ? e.json : JSON.stringify(e.payload)}}`).join(',')}]`,
      );
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
    // An entry that is not one of ours (none should be) leaves a gap: `complete` is then false.
    const events = (results[1][1] as string[])
      .flatMap((text) => eventsOf(JSON.parse(text)))
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

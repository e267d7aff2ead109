import { Injectable, Logger } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import { ServerToClientEvents, staffRoom, UserEventName, UserEvents } from '../contracts/events';
import { Metrics } from '../metrics/metrics';
import { RedisService } from '../redis/redis.service';
import { BroadcastEmitter, ShardedEmitter } from './sharded-emitter';
import { UserEventLog, UserEventToPublish } from './user-event-log';

export const socketIoKey = (prefix: string) => `${prefix}socket.io`;

/**
 * The one door for live events, usable from the API and the worker alike: events go through Redis
 * to every API instance's socket.io server, which delivers them to the connected browsers.
 * Call it only after the transaction behind the event has committed.
 */
@Injectable()
export class RealtimeService {
  private readonly logger = new Logger(RealtimeService.name);
  private readonly emitter: BroadcastEmitter;

  constructor(
    private readonly redis: RedisService,
    private readonly log: UserEventLog,
    private readonly metrics: Metrics,
  ) {
    // A live event is best effort: a failed publish (within the command connection's ~1 s bound) is
    // dropped, never an unhandled rejection or a wait; during an outage, which is logged once, silently.
    const publish = (channel: string, message: string | Buffer) =>
      redis.publish(channel, message).catch((err: Error) => {
        if (redis.isUp) this.logger.warn(`Event not published: ${err.message}`);
      });
    // In a cluster, the sharded adapter's messages (RedisIoAdapter), on its channels.
    this.emitter = redis.cluster
      ? new ShardedEmitter(publish, socketIoKey(redis.prefix))
      : new Emitter<ServerToClientEvents>({ publish }, { key: socketIoKey(redis.prefix) });
  }

  /**
   * To every socket of the user, numbered in the user's sequence and kept in their event log (for a
   * client that missed it). Never throws nor waits: one Redis script call numbers, logs and publishes it
   * (see toUsers); the events of one process are published in the order they were sent.
   */
  toUser<E extends UserEventName>(userId: string, event: E, payload: UserEvents[E]): void {
    // A generic event name does not narrow the union; the signature ties the payload to its event.
    void this.toUsers([{ userId, event, payload } as UserEventToPublish]);
  }

  /**
   * Many events at once, to each one's user, as toUser would send them one by one (numbered in each
   * user's sequence in the order given, logged, published), in one Redis script call and one published
   * message per EVENTS_PER_SCRIPT_CALL events, which each API instance fans out to its sockets
   * (UserEventsFanOut). Never throws; resolves once sent (or given up: a failure is logged, as for toUser).
   */
  async toUsers(events: UserEventToPublish[]): Promise<void> {
    if (!events.length) return;
    this.metrics.countEvents(events);
    try {
      await this.log.appendAndPublish(events);
    } catch (err) {
      if (this.redis.isUp) this.logger.warn(`Events not sent: ${(err as Error).message}`);
    }
  }

  /** Every open back-office screen (sockets of staff and admins). */
  toStaff<E extends keyof ServerToClientEvents>(event: E, ...payload: Parameters<ServerToClientEvents[E]>): void {
    this.metrics.eventsPublished.inc({ event });
    this.emitter.to(staffRoom).emit(event, ...payload);
  }

  toEveryone<E extends keyof ServerToClientEvents>(event: E, ...payload: Parameters<ServerToClientEvents[E]>): void {
    this.metrics.eventsPublished.inc({ event });
    this.emitter.emit(event, ...payload);
  }
}

import { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter, createShardedAdapter } from '@socket.io/redis-adapter';
import type { Server, ServerOptions } from 'socket.io';
import type { RedisClient } from '../redis/redis-options';
import { RedisService } from '../redis/redis.service';
import { socketIoKey } from './realtime.service';
import { userEventsChannel } from './user-event-log';
import { fanOutUserEvents } from './user-events-fan-out';

/**
 * socket.io across API instances: rooms and emits shared through Redis under this deployment's prefix;
 * numbered user events (RealtimeService.toUser/toUsers) arrive in batches on their own channel and each
 * instance delivers them to its own sockets. In a Redis Cluster, the sharded adapter (SPUBLISH and
 * SSUBSCRIBE, Redis 7) on channels that share the deployment's hash slot, so they and the user-events
 * channel live on one shard and arrive in the order published, as on a single Redis.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly connections: RedisClient[] = [];

  constructor(private readonly appContext: INestApplicationContext) {
    super(appContext);
  }

  createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    const redis = this.appContext.get(RedisService);
    // Blocking kind: the adapter publishes without catching, so its commands wait out an outage instead of rejecting.
    const pub = redis.connect('socket.io-pub', 'blocking');
    const sub = redis.connect('socket.io-sub', 'blocking', { subscriber: true });
    // Requests to the other instances (fetchSockets, disconnectSockets) give up within this bound
    // (the sharded adapter's own: 5 s). RealtimeService's emitter writes what each adapter reads.
    server.adapter(
      redis.cluster
        ? createShardedAdapter(pub, sub, { channelPrefix: socketIoKey(redis.prefix), subscriptionMode: 'dynamic' })
        : createAdapter(pub, sub, { key: socketIoKey(redis.prefix), requestsTimeout: 1500 }),
    );
    // Subscribed with the adapter's own connection: its messages and ours arrive in the order published.
    redis.subscribe(sub, userEventsChannel(redis.prefix), (message) => fanOutUserEvents(server, message));
    this.connections.push(pub, sub);
    return server;
  }

  async close(server: Server): Promise<void> {
    await super.close(server);
    // The adapter unsubscribes without awaiting: a PING answered after those replies means they are done.
    const connections = this.connections.splice(0);
    await Promise.all(connections.map((c) => c.ping().catch(() => undefined)));
    await Promise.all(connections.map((c) => c.quit().catch(() => undefined)));
  }
}

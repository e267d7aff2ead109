import type { ServerToClientEvents } from '../contracts/events';

/** socket.io-adapter's MessageType.BROADCAST and socket.io-parser's PacketType.EVENT (neither package is ours to import). */
const BROADCAST = 3;
const EVENT = 2;
/** The sender id of an emitter's messages, as @socket.io/redis-emitter and socket.io-adapter name it. */
const EMITTER_UID = 'emitter';
const NAMESPACE = '/';

/** What RealtimeService emits with: @socket.io/redis-emitter's Emitter on a single Redis, ShardedEmitter in a cluster. */
export interface BroadcastEmitter {
  to(room: string): Pick<BroadcastEmitter, 'emit'>;
  emit<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): unknown;
}

/** A socket id is 20 characters: the sharded adapter keeps a room of that length on its namespace's channel. */
const looksLikeASocketId = (room: string) => room.length === 20;

/**
 * `emit` and `to(room).emit` of @socket.io/redis-emitter for the sharded adapter (createShardedAdapter,
 * used in a Redis Cluster), which @socket.io/redis-emitter 5.1 does not speak: a BROADCAST message of
 * socket.io-adapter's ClusterAdapter, in JSON (how the adapter encodes what holds no binary), published
 * with SPUBLISH on the channel the adapter would publish it on itself (its "dynamic" subscription
 * mode: a broadcast to one public room on that room's channel, anything else on the namespace's).
 */
export class ShardedEmitter implements BroadcastEmitter {
  constructor(
    private readonly publish: (channel: string, message: string) => unknown,
    /** The adapter's `channelPrefix`. */
    private readonly channelPrefix: string,
    private readonly rooms: readonly string[] = [],
  ) {}

  to(room: string): ShardedEmitter {
    return new ShardedEmitter(this.publish, this.channelPrefix, [...this.rooms, room]);
  }

  emit<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    const message = {
      uid: EMITTER_UID,
      nsp: NAMESPACE,
      type: BROADCAST,
      data: { opts: { rooms: this.rooms, except: [], flags: {} }, packet: { type: EVENT, data: [event, ...args], nsp: NAMESPACE } },
    };
    this.publish(this.channel(), JSON.stringify(message));
  }

  private channel(): string {
    const namespaceChannel = `${this.channelPrefix}#${NAMESPACE}#`;
    const [room] = this.rooms;
    return this.rooms.length === 1 && !looksLikeASocketId(room) ? `${namespaceChannel}${room}#` : namespaceChannel;
  }
}

import { createShardedAdapter } from '@socket.io/redis-adapter';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventEmitter } from 'node:events';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { ShardedEmitter } from './sharded-emitter';

/** Sharded pub/sub as Redis does it, in memory: a message reaches the subscribers of its channel only. */
class FakeShardedRedis extends EventEmitter {
  readonly channels = new Set<string>();
  ssubscribe(...channels: string[]) {
    channels.forEach((c) => this.channels.add(c));
    return Promise.resolve(channels.length);
  }
  sunsubscribe(...channels: string[]) {
    channels.forEach((c) => this.channels.delete(c));
    return Promise.resolve(channels.length);
  }
  spublish(channel: string, message: string | Buffer) {
    if (this.channels.has(channel)) this.emit('smessageBuffer', Buffer.from(channel), Buffer.from(message));
    return Promise.resolve(1);
  }
}

describe('ShardedEmitter', () => {
  it("speaks the sharded adapter's messages: to everyone, and to one room on the room's own channel", async () => {
    const redis = new FakeShardedRedis();
    const http = createServer();
    const server = new Server(http, { adapter: createShardedAdapter(redis, redis, { channelPrefix: '{t}:socket.io', subscriptionMode: 'dynamic' }) });
    server.on('connection', (socket) => void socket.join(socket.handshake.auth.staff ? 'staff' : 'clients'));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const [staff, client] = [io(url, { auth: { staff: true }, transports: ['websocket'] }), io(url, { auth: {}, transports: ['websocket'] })];
    await Promise.all([staff, client].map((s) => new Promise((resolve) => s.once('connect', () => resolve(undefined)))));
    const got: string[] = [];
    staff.onAny((event: string) => got.push(`staff ${event}`));
    client.onAny((event: string) => got.push(`client ${event}`));

    const emitter = new ShardedEmitter((channel, message) => redis.spublish(channel, message), '{t}:socket.io');
    emitter.to('staff').emit('backoffice:case-updated', { kind: 'kyc', id: '1', assignee: null, note: null });
    emitter.emit('price:tick', { ticks: [] });
    // The room's event is published first: had the client been sent it, it would come before its price:tick.
    while (!got.includes('client price:tick') || !got.includes('staff price:tick')) await new Promise((resolve) => setTimeout(resolve, 10));

    expect(redis.channels).toContain('{t}:socket.io#/#staff#');
    expect(got.sort()).toEqual(['client price:tick', 'staff backoffice:case-updated', 'staff price:tick']);
    staff.disconnect();
    client.disconnect();
    await server.close();
  });
});

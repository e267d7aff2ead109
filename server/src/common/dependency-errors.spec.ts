import Redis, { RedisOptions } from 'ioredis';
import { createServer, Server, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Client, DatabaseError, Pool } from 'pg';
import { QueryFailedError } from 'typeorm';
import { badRequest } from './domain-error';
import { unavailableDependency } from './dependency-errors';

/** A TCP server that behaves as told with each connection: closes it at once, or never answers. */
async function fakeServer(onConnection: (socket: Socket) => void): Promise<{ port: number; server: Server; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((s) => {
    sockets.push(s);
    onConnection(s);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server, sockets };
}

async function closedPort(): Promise<number> {
  const { port, server } = await fakeServer(() => undefined);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const rejection = (p: Promise<unknown>): Promise<unknown> =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err,
  );

describe('unavailableDependency', () => {
  const silent: { server: Server; sockets: Socket[] }[] = [];
  afterAll(async () => {
    for (const { sockets } of silent) sockets.forEach((s) => s.destroy());
    await Promise.all(silent.map(({ server }) => new Promise((resolve) => server.close(resolve))));
  });

  async function silentServer(): Promise<number> {
    const fake = await fakeServer(() => undefined);
    silent.push(fake);
    return fake.port;
  }

  describe('PostgreSQL (node-postgres and TypeORM)', () => {
    it('knows a refused connection', async () => {
      const err = await rejection(new Client({ host: '127.0.0.1', port: await closedPort() }).connect());
      expect(unavailableDependency(err)).not.toBeNull();
      // TypeORM passes pool errors through; a failed query is wrapped with the driver error inside.
      expect(unavailableDependency(new QueryFailedError('SELECT 1', [], err as Error))).not.toBeNull();
    });

    it('knows a connection the server dropped', async () => {
      const { port, server } = await fakeServer((s) => s.destroy());
      const err = await rejection(new Client({ host: '127.0.0.1', port }).connect());
      server.close();
      expect(unavailableDependency(err)).not.toBeNull();
    });

    it('knows a pool that cannot get a connection in time', async () => {
      const pool = new Pool({ host: '127.0.0.1', port: await silentServer(), connectionTimeoutMillis: 200 });
      const err = await rejection(pool.query('SELECT 1'));
      await pool.end().catch(() => undefined);
      expect((err as Error).message).toMatch(/timeout/);
      expect(unavailableDependency(err)).toBe('postgres');
    });

    it.each([
      ['57P01', 'terminating connection due to administrator command'],
      ['57P03', 'the database system is starting up'],
      ['08006', 'connection failure'],
      ['57014', 'canceling statement due to statement timeout'],
    ])('knows SQLSTATE %s, bare or wrapped by TypeORM', (code, message) => {
      const driverError = Object.assign(new DatabaseError(message, 0, 'error'), { code });
      expect(unavailableDependency(driverError)).toBe('postgres');
      expect(unavailableDependency(new QueryFailedError('SELECT 1', [], driverError))).toBe('postgres');
    });

    it('leaves errors about the data alone', () => {
      const unique = Object.assign(new DatabaseError('duplicate key value violates unique constraint "users_email_key"', 0, 'error'), { code: '23505' });
      expect(unavailableDependency(new QueryFailedError('INSERT', [], unique))).toBeNull();
      const syntax = Object.assign(new DatabaseError('syntax error at or near "SELEC"', 0, 'error'), { code: '42601' });
      expect(unavailableDependency(syntax)).toBeNull();
    });
  });

  describe('Redis (ioredis)', () => {
    const clients: Redis[] = [];
    afterAll(() => clients.forEach((c) => c.disconnect()));
    const redis = (port: number, options: RedisOptions) => {
      const client = new Redis({ host: '127.0.0.1', port, retryStrategy: () => 50, disconnectTimeout: 10, ...options });
      client.on('error', () => undefined);
      clients.push(client);
      return client;
    };

    it('knows a command refused while offline', async () => {
      const client = redis(await closedPort(), { enableOfflineQueue: false, lazyConnect: true });
      await client.connect().catch(() => undefined);
      const err = await rejection(client.get('k'));
      expect((err as Error).message).toMatch(/enableOfflineQueue/);
      expect(unavailableDependency(err)).toBe('redis');
    });

    it('knows a command whose retries ran out', async () => {
      const err = await rejection(redis(await closedPort(), { maxRetriesPerRequest: 1 }).get('k'));
      expect((err as Error).name).toBe('MaxRetriesPerRequestError');
      expect(unavailableDependency(err)).toBe('redis');
    });

    it('knows a command that timed out', async () => {
      const err = await rejection(redis(await silentServer(), { commandTimeout: 100, maxRetriesPerRequest: null }).get('k'));
      expect((err as Error).message).toMatch(/timed out/);
      expect(unavailableDependency(err)).toBe('redis');
    });

    it('knows a closed connection', async () => {
      const client = redis(await closedPort(), { lazyConnect: true });
      client.disconnect();
      const err = await rejection(client.get('k'));
      expect(unavailableDependency(err)).toBe('redis');
    });
  });

  it('looks through cause chains and leaves other errors alone', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(unavailableDependency(new Error('outer', { cause: refused }))).toBe('network');
    expect(unavailableDependency(new AggregateError([refused], ''))).toBe('network');
    expect(unavailableDependency(new Error('boom'))).toBeNull();
    expect(unavailableDependency(badRequest('Invalid amount'))).toBeNull();
    expect(unavailableDependency('text')).toBeNull();
    expect(unavailableDependency(null)).toBeNull();
  });
});

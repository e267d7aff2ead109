import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpClient } from './http-client';

/** A server that answers a socket's first request and resets the socket on its second: the keep-alive race, made certain. */
async function resettingServer(): Promise<{ url: string; keys: (string | undefined)[]; close: () => Promise<void> }> {
  const keys: (string | undefined)[] = [];
  const served = new WeakMap<object, number>();
  const server = http.createServer((req, res) => {
    const n = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, n);
    keys.push(req.headers['idempotency-key'] as string | undefined);
    if (n > 1) return req.socket.destroy();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ n: keys.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, keys, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('HttpClient', () => {
  it('resends a keyed request once on a fresh socket after a reused one is reset, with the same key', async () => {
    const server = await resettingServer();
    const client = new HttpClient(server.url, 1);
    try {
      expect((await client.request('POST', '/submit', { json: {}, idempotencyKey: 'k1' })).status).toBe(200);
      const second = await client.request('POST', '/submit', { json: {}, idempotencyKey: 'k2' });
      expect(second.status).toBe(200);
      expect(server.keys).toEqual(['k1', 'k2', 'k2']);
    } finally {
      client.close();
      await server.close();
    }
  });

  it('resends a GET once after the same reset, key or not: it changes nothing', async () => {
    const server = await resettingServer();
    const client = new HttpClient(server.url, 1);
    try {
      expect((await client.request('GET', '/quote')).status).toBe(200);
      expect((await client.request('GET', '/quote')).status).toBe(200);
      expect(server.keys).toHaveLength(3);
    } finally {
      client.close();
      await server.close();
    }
  });

  it('does not resend another request without a key: the reset is an error', async () => {
    const server = await resettingServer();
    const client = new HttpClient(server.url, 1);
    try {
      await client.request('POST', '/submit', { json: {} });
      await expect(client.request('POST', '/submit', { json: {} })).rejects.toThrow();
      expect(server.keys).toHaveLength(2);
    } finally {
      client.close();
      await server.close();
    }
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpClient } from './http-client';
import { RATE_LIMIT_ADVICE, RunImpossible, TargetApi, withConcurrency } from './target-api';

/** A loopback server answering every request with the given status. */
async function answering(status: number): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: false, message: 'Too many attempts' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('the target API', () => {
  it('says the target needs RATE_LIMIT_FACTOR raised when signing up meets a 429 (a run that cannot happen)', async () => {
    const { server, url } = await answering(429);
    const http = new HttpClient(url, 2);
    try {
      const attempt = new TargetApi(http).provision('load-u1@load.example.com', 'load-password-1', 'Tester');
      await expect(attempt).rejects.toBeInstanceOf(RunImpossible);
      await expect(attempt).rejects.toThrow(RATE_LIMIT_ADVICE);
      expect(RATE_LIMIT_ADVICE).toMatch(/RATE_LIMIT_FACTOR/);
    } finally {
      http.close();
      server.close();
    }
  });

  it('calls a target that does not answer unreachable', async () => {
    const { server, url } = await answering(200);
    await new Promise((r) => server.close(r));
    const http = new HttpClient(url, 2);
    await expect(new TargetApi(http).options()).rejects.toThrow(/The target does not answer/);
    http.close();
  });

  it('runs at most the given number of tasks at once, and throws the first failure', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await withConcurrency([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      most = Math.max(most, ++running);
      await new Promise((r) => setImmediate(r));
      running--;
      done.push(n);
    });
    expect(most).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await expect(withConcurrency([1, 2], 1, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
  });
});

import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { EventEmitter } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { RedisOutageLog } from './redis-outage';

function recordingLogger() {
  const lines: string[] = [];
  const logger = new Logger('test');
  jest.spyOn(logger, 'warn').mockImplementation((m: unknown) => void lines.push(`warn ${String(m)}`));
  jest.spyOn(logger, 'log').mockImplementation((m: unknown) => void lines.push(`log ${String(m)}`));
  jest.spyOn(logger, 'error').mockImplementation((_: unknown, m: unknown) => void lines.push(`error ${String(m)}`));
  return { logger, lines };
}

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });

describe('RedisOutageLog', () => {
  it('logs an outage once however many connections fail and retry, and once when all are back', () => {
    const { logger, lines } = recordingLogger();
    const log = new RedisOutageLog(logger);
    const [a, b] = [new EventEmitter(), new EventEmitter()];
    log.watch(a, 'commands');
    log.watch(b, 'queue settlement');
    for (let retry = 0; retry < 20; retry++) [a, b].forEach((c) => c.emit('error', refused()));
    expect(lines).toEqual([expect.stringMatching(/^warn Redis is unreachable \(commands: connect ECONNREFUSED/)]);
    a.emit('ready');
    expect(lines).toHaveLength(1);
    b.emit('ready');
    expect(lines[1]).toMatch(/^log Redis is reachable again after/);

    a.emit('error', refused());
    expect(lines[2]).toMatch(/^warn Redis is unreachable/);
    a.emit('end');
    expect(log.isDown).toBe(false);
  });

  it('logs an error that is not about the connection as it comes', () => {
    const { logger, lines } = recordingLogger();
    const log = new RedisOutageLog(logger);
    const worker = new EventEmitter();
    log.watch(worker, 'worker settlement');
    worker.emit('error', new Error('Missing lock for job 1'));
    worker.emit('error', new Error('Missing lock for job 2'));
    expect(lines).toEqual(['error Redis connection worker settlement reported an error', 'error Redis connection worker settlement reported an error']);
    expect(log.isDown).toBe(false);
  });

  it("gives a real ioredis connection the 'error' listener it needs, and hears it come back", async () => {
    const { logger, lines } = recordingLogger();
    const log = new RedisOutageLog(logger);
    // A port with nothing behind it, then a server that answers PING-less handshakes: only the reconnection matters.
    const server = createServer((s) => s.on('data', () => s.write('+OK\r\n')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const client = new Redis({ host: '127.0.0.1', port, retryStrategy: () => 20, enableReadyCheck: false, lazyConnect: true });
    log.watch(client, 'commands');
    const errors = jest.fn();
    client.on('error', errors);
    void client.connect().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errors.mock.calls.length).toBeGreaterThan(3);
    expect(lines).toHaveLength(1);

    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => client.once('ready', resolve));
    client.disconnect();
    server.close();
    expect(lines[1]).toMatch(/^log Redis is reachable again/);
  });
});

import { Injectable, Logger as NestLogger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Job } from 'bullmq';
import { Logger, LoggerModule, PinoLogger } from 'nestjs-pino';
import { Writable } from 'node:stream';
import { JobHandlers, QueueProcessor, runningJobs } from './queue-processor';

/** The JSON lines pino writes, parsed. */
function capture(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

/** A service a handler calls, logging as every service does. */
@Injectable()
class Mailer {
  private readonly logger = new NestLogger(Mailer.name);
  constructor(private readonly pino: PinoLogger) {}

  send(): Promise<{ sent: number }> {
    this.logger.log('sending through the Nest logger');
    this.pino.info('sending through PinoLogger');
    return Promise.resolve({ sent: 1 });
  }
}

@Injectable()
class MailProcessor extends QueueProcessor<'mail'> {
  seenRunning: string[] = [];
  constructor(private readonly mailer: Mailer) {
    super();
  }

  readonly handlers: JobHandlers<'mail'> = {
    'send-mail': () => {
      this.seenRunning = runningJobs();
      return this.mailer.send();
    },
    'requeue-mail': () => Promise.resolve({}),
  };
}

const job = (id: string) => ({ id, name: 'send-mail', queueName: 'mail', attemptsMade: 0, data: { outboxId: 'o1' } }) as unknown as Job;

describe('QueueProcessor', () => {
  it('names the job (queue, id, name) on every line logged while it runs, none outside it, and closes its worker on shutdown', async () => {
    const { stream, lines } = capture();
    // A worker-like context: no HTTP, the app's logger (nestjs-pino) behind Nest's Logger.
    const app = await Test.createTestingModule({
      imports: [LoggerModule.forRoot({ pinoHttp: [{ level: 'info' }, stream] })],
      providers: [Mailer, MailProcessor],
    }).compile();
    app.useLogger(app.get(Logger));
    await app.init();
    const processor = app.get(MailProcessor);

    await expect(processor.process(job('42'))).resolves.toEqual({ sent: 1 });
    // A sweeper run that found nothing is logged at debug, below this logger's level.
    const idleSweep = { id: 'repeat:1', name: 'requeue-mail', queueName: 'mail', attemptsMade: 0, repeatJobKey: 'mail-requeue', data: {} } as unknown as Job;
    await processor.process(idleSweep);
    new NestLogger('Outside').log('after the job');
    // Shutdown: the processor stops its BullMQ worker (which waits for running jobs) before anything else closes.
    const worker = { close: jest.fn(() => Promise.resolve()) };
    Object.defineProperty(processor, 'worker', { value: worker });
    await app.close();
    expect(worker.close).toHaveBeenCalledTimes(1);

    const byMessage = (msg: string) => lines.find((l) => l.msg === msg);
    for (const msg of ['sending through the Nest logger', 'sending through PinoLogger', 'job completed']) {
      expect(byMessage(msg)).toMatchObject({ queue: 'mail', job_id: '42', job_name: 'send-mail' });
    }
    expect(byMessage('job completed')).toMatchObject({ outcome: 'completed', sent: 1, attempt: 1 });
    expect(byMessage('after the job')).not.toHaveProperty('job_id');
    expect(lines.filter((l) => l.job_id === 'repeat:1')).toEqual([]);
    expect(processor.seenRunning).toEqual(['mail/send-mail/42']);
    expect(runningJobs()).toEqual([]);
  });
});

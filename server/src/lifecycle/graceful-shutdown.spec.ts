import type { LoggerService } from '@nestjs/common';
import { ShutdownPlan, shutDown } from './graceful-shutdown';

function recordingLogger(): { logger: LoggerService; lines: string[] } {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  return { logger: { log: record, error: record, warn: record }, lines };
}

const plan = (steps: ShutdownPlan['steps'], timeoutMs = 10_000): ShutdownPlan => ({
  process: 'API',
  steps,
  timeoutMs,
  stillRunning: () => ({ openConnections: 3 }),
});

describe('shutDown', () => {
  it('runs the steps one after the other and answers 0 once all are done', async () => {
    const order: string[] = [];
    const step = (name: string) => ({ name, run: () => new Promise<void>((r) => setImmediate(() => r(void order.push(name)))) });
    const { logger, lines } = recordingLogger();
    await expect(shutDown(plan([step('drain'), step('close')]), 'SIGTERM', logger as never)).resolves.toBe(0);
    expect(order).toEqual(['drain', 'close']);
    expect(lines.at(-1)).toMatch(/API stopped cleanly/);
  });

  it('answers 1 past the bound, naming the step it was in and what was still running', async () => {
    const { logger, lines } = recordingLogger();
    const later = jest.fn(() => Promise.resolve());
    const hung = { name: 'closing', run: () => new Promise<void>(() => undefined) };
    await expect(shutDown(plan([hung, { name: 'after', run: later }], 20), 'SIGTERM', logger as never)).resolves.toBe(1);
    expect(later).not.toHaveBeenCalled();
    expect(lines.at(-1)).toMatch(/"step":"closing","openConnections":3.*cut off after 20 ms while closing: exiting 1/);
  });

  it('answers 1 when a step fails, naming it', async () => {
    const { logger, lines } = recordingLogger();
    const failing = { name: 'closing', run: () => Promise.reject(new Error('pool already ended')) };
    await expect(shutDown(plan([failing]), 'SIGINT', logger as never)).resolves.toBe(1);
    expect(lines.at(-1)).toBe('API shutdown failed while closing: pool already ended');
  });
});

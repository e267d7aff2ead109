import { Queue } from 'bullmq';
import { JOB_DEFINITIONS } from '../../../server/src/queue/jobs';
import { appsOf, FaultEnv } from './fault-env';
import { call } from './load';
import { until } from '../../support/ports';

/** Every scheduled job of the catalogue (the sweeper, the mail re-queue) exists in Redis again. */
export async function schedulesPresent(env: FaultEnv): Promise<boolean> {
  const scheduled = Object.values(JOB_DEFINITIONS).flatMap((j) => (j.schedule ? [{ queue: j.queue, schedulerId: j.schedule.id }] : []));
  const connection = { host: '127.0.0.1', port: env.redis.port, maxRetriesPerRequest: null, retryStrategy: () => null };
  const found = await Promise.all(
    scheduled.map(async (j) => {
      const q = new Queue(j.queue, { connection, prefix: `${env.prefix}:bull` });
      q.on('error', () => undefined);
      try {
        return Boolean(await q.getJobScheduler(j.schedulerId));
      } finally {
        await q.close();
      }
    }),
  );
  return found.every(Boolean);
}

/** Daily candles of an instrument as the chart reads them; history means more than today's candle. */
export async function candleHistory(url: string, symbol = 'BTCUSD'): Promise<number> {
  const r = await call(url, 'GET', `/api/market/candles?symbol=${symbol}&interval=1d`);
  return r.status === 200 ? (r.body as { data: unknown[] }).data.length : 0;
}

/** How long after `from` the schedules and the candle history were back (null: not within `timeoutMs`). */
export async function timeToHeal(env: FaultEnv, from: number, timeoutMs: number): Promise<{ schedulesBackMs: number | null; candlesBackMs: number | null }> {
  const back = (what: string, fn: () => Promise<boolean>) =>
    until(what, fn, timeoutMs - (Date.now() - from), 250).then(
      () => Date.now() - from,
      () => null,
    );
  const [schedulesBackMs, candlesBackMs] = await Promise.all([
    back('job schedules', () => schedulesPresent(env)),
    back('candle history', async () => (await candleHistory(appsOf(env).url)) > 1),
  ]);
  return { schedulesBackMs, candlesBackMs };
}

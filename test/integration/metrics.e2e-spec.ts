import { randomUUID } from 'node:crypto';
import type { ApiEnvelope, ApiError } from '../../server/src/contracts/api';
import type { SubmitTradeResponse, TradeDto } from '../../server/src/contracts/trading';
import { METRICS, UNMATCHED_ROUTE } from '../../server/src/metrics/metric-definitions';
import { WorkerMetricsServer } from '../../server/src/metrics/worker-metrics.server';
import { SUBMIT_ROUTE } from '../../server/src/metrics/request-metrics';
import { SettlementProcessor } from '../../server/src/trading/settlement.processor';
import { freePort } from '../support/ports';
import { startTestApp, TestApp, TestUser, waitFor } from '../support/test-app';
import { demoTrade } from '../support/trades';

const TOKEN = `metrics-${randomUUID()}`;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus text format's samples (comments skipped). */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!m) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k, v]));
      return { name: m[1], labels, value: Number(m[3]) };
    });
}

/** The sum of the samples of this name whose labels include these. */
function total(text: string, name: string, labels: Record<string, string> = {}): number {
  return samples(text)
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

const has = (text: string, name: string, labels: Record<string, string> = {}) =>
  samples(text).some((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

describe('metrics', () => {
  let app: TestApp;
  let workerPort: number;
  let user: TestUser;

  const scrapeApi = async (): Promise<string> => {
    const res = await fetch(`${app.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    return res.text();
  };
  const worker = (path: string, token?: string) =>
    fetch(`http://127.0.0.1:${workerPort}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const scrapeWorker = async (): Promise<string> => {
    const res = await worker('/metrics', TOKEN);
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    workerPort = await freePort();
    app = await startTestApp({ durations: '1,2,60', env: { METRICS_TOKEN: TOKEN, WORKER_METRICS_PORT: String(workerPort) } });
    await app.pricesFlowing();
    user = await app.newUser();
  });
  afterAll(() => app.close());

  it('refuses /api/metrics without the token and with a wrong one, in the error envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`]) {
      const res = await app.request<ApiError>('GET', '/api/metrics', { headers: authorization ? { authorization } : {} });
      expect({ authorization, status: res.status, code: res.body.code, ok: res.body.status }).toEqual({
        authorization,
        status: 401,
        code: 'UNAUTHORIZED',
        ok: false,
      });
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });

  it('answers the bearer of the token in Prometheus text, every time it is asked (not rate limited)', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${app.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      await res.text();
    }
  });

  it("serves the API's series, labelled process=api, with the default process metrics", async () => {
    // One socket open, one request of each route kind seen.
    const socket = await app.socket(user.token);
    await app.request('GET', '/api/trading/options');
    const text = await scrapeApi();
    for (const name of [METRICS.httpRequestDuration.name, METRICS.socketsOpen.name, METRICS.submits.name, METRICS.eventsPublished.name]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(
      total(text, `${METRICS.httpRequestDuration.name}_count`, { route: '/api/trading/options', method: 'GET', status: '200', process: 'api' }),
    ).toBeGreaterThan(0);
    expect(total(text, METRICS.socketsOpen.name, { process: 'api' })).toBeGreaterThanOrEqual(1);
    for (const name of ['process_cpu_seconds_total', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_p99_seconds'])
      expect(has(text, name, { process: 'api' })).toBe(true);
    // The worker's series are the worker's.
    expect(text).not.toContain(METRICS.queueJobs.name);
    socket.disconnect();
    await waitFor(async () => total(await scrapeApi(), METRICS.socketsOpen.name) === 0);
  });

  it('labels a request no route matched by one value, never its URL', async () => {
    const path = `/api/no-such-route-${randomUUID()}`;
    expect((await app.request('GET', path)).status).toBe(404);
    const text = await scrapeApi();
    expect(total(text, `${METRICS.httpRequestDuration.name}_count`, { route: UNMATCHED_ROUTE, status: '404' })).toBeGreaterThan(0);
    expect(text).not.toContain(path);
  });

  it('moves the submit, request, event, settlement-lag and job series when a trade is submitted and settled', async () => {
    const [apiBefore, workerBefore] = [await scrapeApi(), await scrapeWorker()];
    const accepted = { name: METRICS.submits.name, labels: { outcome: 'accepted' } };
    const submitRequests = { name: `${METRICS.httpRequestDuration.name}_count`, labels: { route: SUBMIT_ROUTE, method: 'POST', status: '201' } };
    const opened = { name: METRICS.eventsPublished.name, labels: { event: 'trade:opened' } };
    const settledEvents = { name: METRICS.eventsPublished.name, labels: { event: 'trade:settled' } };
    const lag = { name: `${METRICS.settlementLag.name}_count`, labels: {} };
    const settlementJobs = { name: `${METRICS.jobDuration.name}_count`, labels: { queue: 'settlement', outcome: 'completed' } };
    const settleSecondJobs = { name: `${METRICS.jobDuration.name}_count`, labels: { queue: 'settlement' } };

    const res = await app.request<ApiEnvelope<SubmitTradeResponse>>('POST', '/api/trading/submit', { token: user.token, body: demoTrade({ duration: 1 }) });
    expect(res.status).toBe(201);
    await waitFor(async () => {
      const list = await app.request<ApiEnvelope<TradeDto[]>>('GET', '/api/trading?mode=demo', { token: user.token });
      return list.body.data.find((t) => t.trade_id === res.body.data.trade.trade_id)?.status !== 'Pending';
    }, 20000);

    const apiAfter = await scrapeApi();
    expect(total(apiAfter, accepted.name, accepted.labels)).toBe(total(apiBefore, accepted.name, accepted.labels) + 1);
    expect(total(apiAfter, submitRequests.name, submitRequests.labels)).toBe(total(apiBefore, submitRequests.name, submitRequests.labels) + 1);
    expect(total(apiAfter, opened.name, opened.labels)).toBeGreaterThan(total(apiBefore, opened.name, opened.labels));
    // The lag is observed and the job's end reported just after the trade's row commits: wait for them.
    const workerAfter = await waitFor(async () => {
      const text = await scrapeWorker();
      const moved = [lag, settledEvents, settlementJobs, settleSecondJobs].every(
        ({ name, labels }) => total(text, name, labels) > total(workerBefore, name, labels),
      );
      return moved && text;
    }, 15000);
    expect(has(workerAfter, `${METRICS.settlementLag.name}_bucket`, { le: '60', process: 'worker' })).toBe(true);
    expect(total(workerAfter, `${METRICS.settlementLag.name}_sum`)).toBeGreaterThan(0);
  });

  it('counts a refused submit under its error code', async () => {
    // Refused by the validation pipe, and by the service (a domain error).
    const cases = [
      [demoTrade({ amount: 0.5 }), 'VALIDATION_FAILED'],
      [demoTrade({ symbol: 'NOPE' }), 'VALIDATION_FAILED'],
      [demoTrade({ amount: 20000 }), 'INSUFFICIENT_FUNDS'],
    ] as const;
    for (const [body, code] of cases) {
      const before = await scrapeApi();
      const res = await app.request<ApiError>('POST', '/api/trading/submit', { token: user.token, body });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code });
      const refused = { outcome: 'refused', code };
      expect(total(await scrapeApi(), METRICS.submits.name, refused)).toBe(total(before, METRICS.submits.name, refused) + 1);
    }
    const before = await scrapeApi();
    expect((await app.request('POST', '/api/trading/submit', { body: demoTrade() })).status).toBe(401);
    const unauthorized = { outcome: 'refused', code: 'UNAUTHORIZED' };
    expect(total(await scrapeApi(), METRICS.submits.name, unauthorized)).toBe(total(before, METRICS.submits.name, unauthorized) + 1);
  });

  it("serves the worker's series on its own port under the same rule, with each queue's depths", async () => {
    expect(app.worker?.get(WorkerMetricsServer).port()).toBe(workerPort);
    for (const token of [undefined, 'wrong-token-of-some-length']) {
      const res = await worker('/metrics', token);
      expect({ token, status: res.status, code: ((await res.json()) as ApiError).code }).toEqual({ token, status: 401, code: 'UNAUTHORIZED' });
    }
    const text = await scrapeWorker();
    for (const queue of ['settlement', 'mail', 'backoffice', 'funds', 'ats']) {
      for (const state of ['waiting', 'delayed', 'active', 'failed']) {
        expect({ queue, state, present: has(text, METRICS.queueJobs.name, { queue, state, process: 'worker' }) }).toEqual({ queue, state, present: true });
      }
    }
    for (const name of ['process_cpu_seconds_total', 'nodejs_eventloop_lag_p99_seconds']) expect(has(text, name, { process: 'worker' })).toBe(true);
    expect(text).toContain(`# TYPE ${METRICS.decisionsApplied.name} counter`);
    expect(text).not.toContain(METRICS.httpRequestDuration.name);
  });

  it('answers /healthz without a token: 200 while the BullMQ workers run, 503 while one is paused', async () => {
    const ok = await worker('/healthz');
    expect({ status: ok.status, body: await ok.json() }).toEqual({ status: 200, body: { status: 'ok' } });
    const settlement = app.worker!.get(SettlementProcessor).worker;
    await settlement.pause(true);
    try {
      const paused = await worker('/healthz');
      expect(paused.status).toBe(503);
      await paused.text();
    } finally {
      settlement.resume();
    }
    expect((await worker('/healthz')).status).toBe(200);
  });
});

import type { ApiEnvelope } from '../../server/src/contracts/api';
import { ShutdownState } from '../../server/src/health/shutdown-state';
import { startTestApp, TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => (app = await startTestApp({ worker: false })), 60_000);
afterAll(() => app?.close());

describe('health probes', () => {
  it('readiness (/api/health) answers 503 once the API is shutting down; liveness (/api/health/live) still answers 200', async () => {
    const live = await app.request<ApiEnvelope<{ uptimeSeconds: number }>>('GET', '/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ status: true, message: 'Alive' });
    expect((await app.request('GET', '/api/health')).status).toBe(200);

    app.api.get(ShutdownState).draining = true;
    try {
      const ready = await app.request<ApiEnvelope<null>>('GET', '/api/health');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: false, message: 'Shutting down: not taking new work' });
      expect((await app.request('GET', '/api/health/live')).status).toBe(200);
    } finally {
      app.api.get(ShutdownState).draining = false;
    }
  });
});

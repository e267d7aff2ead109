import { PayoutsService } from '../../server/src/trading/payouts.service';
import { startTestApp, TestApp } from '../support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request id: every response carries x-request-id', () => {
  let app: TestApp;

  beforeAll(async () => {
    // The 500s provoked below are logged as errors on purpose: keep them out of the test output.
    app = await startTestApp({ worker: false, env: { LOG_LEVEL: 'fatal' } });
  });
  afterAll(() => app.close());

  const send = (path: string, init: RequestInit = {}) => fetch(app.url + path, init);

  it('on a 200, a 404 and a 400 that body parsing refuses, a new UUID when none is sent', async () => {
    const ok = await send('/api/trading/options');
    const missing = await send('/api/no-such-route');
    const malformed = await send('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect([ok.status, missing.status, malformed.status]).toEqual([200, 404, 400]);
    expect(await malformed.json()).toEqual({ status: false, message: 'Malformed JSON body', code: 'BAD_REQUEST' });
    const ids = [ok, missing, malformed].map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });

  it('honours an incoming id of sane shape, and replaces any other', async () => {
    const sane = 'edge-42.retry_1';
    expect((await send('/api/trading/options', { headers: { 'x-request-id': sane } })).headers.get('x-request-id')).toBe(sane);
    const malformed = await send('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': sane }, body: '{' });
    expect(malformed.headers.get('x-request-id')).toBe(sane);
    for (const insane of ['a'.repeat(65), 'has space', 'semi;colon']) {
      const res = await send('/api/trading/options', { headers: { 'x-request-id': insane } });
      expect(res.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it("a 500 names the request's id in its body and says nothing internal", async () => {
    const payouts = app.api.get(PayoutsService);
    const failing = jest.spyOn(payouts, 'latest').mockRejectedValue(new Error('database password is hunter2'));
    try {
      const res = await send('/api/public/payouts', { headers: { 'x-request-id': 'support-ticket-7' } });
      expect(res.status).toBe(500);
      expect(res.headers.get('x-request-id')).toBe('support-ticket-7');
      expect(await res.json()).toEqual({
        status: false,
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
        request_id: 'support-ticket-7',
      });

      const fresh = await send('/api/public/payouts');
      expect(((await fresh.json()) as { request_id: string }).request_id).toBe(fresh.headers.get('x-request-id'));
    } finally {
      failing.mockRestore();
    }
  });
});

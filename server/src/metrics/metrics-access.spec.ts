import { metricsAccess } from './metrics-access';

const TOKEN = 'a-metrics-token-of-32-characters';

describe('metricsAccess', () => {
  describe('with METRICS_TOKEN set', () => {
    it('lets the bearer of the token in, from anywhere', () => {
      expect(metricsAccess({ address: '10.0.0.7', headers: { authorization: `Bearer ${TOKEN}` } }, TOKEN)).toBe('allow');
      expect(metricsAccess({ address: '10.0.0.7', headers: { authorization: `bearer ${TOKEN}` } }, TOKEN)).toBe('allow');
    });

    it('refuses a missing, wrong, longer, shorter or non-bearer token with 401, loopback included', () => {
      for (const authorization of [undefined, 'Bearer nope', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
        expect({ authorization, access: metricsAccess({ address: '127.0.0.1', headers: { authorization } }, TOKEN) }).toEqual({
          authorization,
          access: 'unauthorized',
        });
      }
    });
  });

  describe('without METRICS_TOKEN', () => {
    it('lets loopback callers in', () => {
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(metricsAccess({ address, headers: {} }, undefined)).toBe('allow');
    });

    it('refuses any other address, an unknown one, and a forwarded request, with 403', () => {
      for (const address of ['10.0.0.7', '::ffff:10.0.0.7', '192.168.1.1', '127.0.0.2x', undefined]) {
        expect({ address, access: metricsAccess({ address, headers: {} }, undefined) }).toEqual({ address, access: 'forbidden' });
      }
      expect(metricsAccess({ address: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } }, undefined)).toBe('forbidden');
      expect(metricsAccess({ address: '::1', headers: { forwarded: 'for=203.0.113.9' } }, undefined)).toBe('forbidden');
    });

    it('ignores a bearer token when none is configured', () => {
      expect(metricsAccess({ address: '10.0.0.7', headers: { authorization: `Bearer ${TOKEN}` } }, undefined)).toBe('forbidden');
    });
  });
});

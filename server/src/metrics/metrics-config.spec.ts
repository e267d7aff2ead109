import { DEFAULT_WORKER_METRICS_PORT, loadConfig } from '../config/app-config';

describe('metrics configuration', () => {
  it('takes METRICS_TOKEN of 16 characters or more, and refuses a shorter one naming it', () => {
    expect(loadConfig({ METRICS_TOKEN: 'sixteen-chars-ok' }).metricsToken).toBe('sixteen-chars-ok');
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('serves the worker metrics on 9464 by default, on none under NODE_ENV=test unless asked, never on an invalid port', () => {
    expect(DEFAULT_WORKER_METRICS_PORT).toBe(9464);
    expect(loadConfig({}).workerMetricsPort).toBe(9464);
    expect(loadConfig({ NODE_ENV: 'test' }).workerMetricsPort).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', WORKER_METRICS_PORT: '9500' }).workerMetricsPort).toBe(9500);
    expect(loadConfig({ WORKER_METRICS_PORT: '0' }).workerMetricsPort).toBe(0);
    expect(() => loadConfig({ WORKER_METRICS_PORT: '70000' })).toThrow(/WORKER_METRICS_PORT/);
    expect(() => loadConfig({ WORKER_METRICS_PORT: 'x' })).toThrow(/WORKER_METRICS_PORT/);
  });
});

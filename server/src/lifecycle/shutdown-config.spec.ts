import { DEFAULT_PRODUCTION_DRAIN_MS, loadConfig } from '../config/app-config';

const production = { NODE_ENV: 'production', JWT_SECRET: 'a-secret-of-twenty-chars' };

describe('shutdown configuration', () => {
  it('drains for a few seconds in production and not at all elsewhere, unless SHUTDOWN_DRAIN_MS says', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig(production).shutdownDrainMs).toBe(DEFAULT_PRODUCTION_DRAIN_MS);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '1500' }).shutdownDrainMs).toBe(1500);
  });

  it('bounds a shutdown by 25 s unless SHUTDOWN_TIMEOUT_MS says, and refuses a bad value naming it', () => {
    expect(loadConfig({}).shutdownTimeoutMs).toBe(25_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '5000' }).shutdownTimeoutMs).toBe(5000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});

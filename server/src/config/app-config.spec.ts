import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';
import { JWT_SECRET_FILE } from './jwt-secret-file';

let dataDir: string;
beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'app-config-spec-'))));
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** Loads a config from exactly these variables (never the process's own environment), with a data folder of its own. */
const load = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env });

function configError(env: Record<string, string>): ConfigError {
  try {
    load(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const c = load();
    expect(c.env).toBe('development');
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/trading');
    expect(c.databasePoolSize).toBe(20);
    expect(c.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(c.redisPrefix).toBe('trading:');
    expect(c.tradeDurations).toEqual([60, 180, 300, 900, 1800, 3600, 7200, 86400]);
    expect(c.priceFeed).toBe('simulated');
    expect(c.jwtSecret.length).toBeGreaterThanOrEqual(16);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('reads the variables it is given', () => {
    const c = load({
      PORT: '8080',
      TRADE_DURATIONS: ' 5, 1,60 ,5',
      REDIS_PREFIX: 'x:',
      NODE_ENV: 'production',
      JWT_SECRET: 'a-long-enough-production-secret',
      PUBLIC_URL: 'https://trade.example.com',
      DATABASE_POOL_SIZE: '50',
    });
    expect(c.port).toBe(8080);
    expect(c.databasePoolSize).toBe(50);
    expect(c.tradeDurations).toEqual([1, 5, 60]); // sorted, deduplicated
    expect(c.redisPrefix).toBe('x:');
    expect(c.jwtSecret).toBe('a-long-enough-production-secret');
    expect(c.publicUrl).toBe('https://trade.example.com');
  });

  it('without JWT_SECRET, generates a secret once in the data folder (owner-only) and reads it back', () => {
    const first = load().jwtSecret;
    expect(first).not.toMatch(/dev-only|change-me/);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, JWT_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(load().jwtSecret).toBe(first); // a second process started from the same folder
  });

  it('keeps the secret another process wrote first', () => {
    writeFileSync(join(dataDir, JWT_SECRET_FILE), 'written-by-the-other-process-first\n');
    expect(load().jwtSecret).toBe('written-by-the-other-process-first');
  });

  it('refuses to start in production without JWT_SECRET, even when a generated one exists', () => {
    writeFileSync(join(dataDir, JWT_SECRET_FILE), 'a-generated-development-secret');
    expect(configError({ NODE_ENV: 'production' }).message).toContain('JWT_SECRET: is required in production');
  });

  it('reads CORS_ORIGINS as exact origins', () => {
    expect(load().corsOrigins).toEqual([]);
    expect(load({ CORS_ORIGINS: 'https://app.example.com, http://localhost:5173' }).corsOrigins).toEqual(['https://app.example.com', 'http://localhost:5173']);
  });

  it('reads TRUST_PROXY as hops or addresses, and none when unset', () => {
    expect(load().trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('treats an empty variable as unset', () => {
    expect(load({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/trading' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: '0' }],
    ['DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: '201' }],
    ['DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: '2.5' }],
    ['DATABASE_POOL_SIZE', { DATABASE_POOL_SIZE: 'many' }],
    ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }],
    ['TRADE_DURATIONS', { TRADE_DURATIONS: '60,abc' }],
    ['TRADE_DURATIONS', { TRADE_DURATIONS: '0' }],
    ['TRADE_DURATIONS', { TRADE_DURATIONS: '60,,180' }],
    ['TRADE_DURATIONS', { TRADE_DURATIONS: '99999999' }],
    ['JWT_SECRET', { NODE_ENV: 'production' }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['PRICE_FEED', { PRICE_FEED: 'binance' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.com' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: '*' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://a.example.com/path' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'ingress.example.com' }],
  ])('a bad %s throws naming it: %j', (name, env) => {
    expect(configError(env).message).toContain(`${name}:`);
  });

  it('names every bad variable at once', () => {
    const message = configError({ PORT: 'x', REDIS_URL: 'y' }).message;
    expect(message).toContain('PORT:');
    expect(message).toContain('REDIS_URL:');
    expect(message).not.toContain('DATABASE_URL');
  });
});

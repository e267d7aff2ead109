import { ConfigError, loadConfig } from './app-config';

/** Loads a config from exactly these variables (never the process's own environment). */
const load = (env: Record<string, string> = {}) => loadConfig(env);

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

import { plainToInstance, Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, validateSync } from 'class-validator';
import { join } from 'node:path';
import { ATS_DEFAULT_INTERVAL_SECONDS } from '../contracts/ats';
import type { ItemKind } from '../contracts/account';
import { FOUR_EYES_DEFAULT_LIMIT } from '../contracts/backoffice';
import { SLA_DEFAULT_MINUTES, type SlaMinutes } from '../contracts/cases';
import { DEFAULT_CLOSE_SPREAD_PERCENT } from '../contracts/early-close';
import { FUNDS_LIMITS } from '../contracts/funds';
import { PASSWORD_MIN_LENGTH } from '../contracts/limits';
import { QUOTE_MAX_AGE_MS } from '../contracts/quotes';
import { TEST_DEPOSIT_XPUBS, xpubProblem } from '../funds/deposit-xpub';
import { DEFAULT_TRADE_DURATIONS } from '../contracts/trade-rules';
import { keyPrefix, RedisNode, redisNodes } from '../redis/key-prefix';
import { jwtSecretFromDataDir } from './jwt-secret-file';
import { projectRoot } from './project-root';

const REDIS_NODES_PATTERN = /^\s*[^\s,:]+:\d{1,5}\s*(,\s*[^\s,:]+:\d{1,5}\s*)*$/;

/** Connections per process; also what a migration run uses when it is not given the config. */
export const DEFAULT_DATABASE_POOL_SIZE = 20;

/**
 * A whole number read from its text, within min..max when given. Its rules are applied as the stacked
 * decorators `@Transform(Number) @IsInt() @Min(min) @Max(max)` would be, bottom first, so that each
 * failure reads as it did when they were written out above every such variable.
 */
const SLA_PATTERN = /^\s*(deposit|withdrawal|kyc|plan|adjustment)=\d{1,6}\/\d{1,6}\s*(,\s*(deposit|withdrawal|kyc|plan|adjustment)=\d{1,6}\/\d{1,6}\s*)*$/;

/** BACKOFFICE_SLA over SLA_DEFAULT_MINUTES (already matched by SLA_PATTERN); an amber age not below the red one is refused. */
function slaMinutes(text: string | undefined): SlaMinutes {
  const minutes = structuredClone(SLA_DEFAULT_MINUTES);
  for (const part of text ? text.split(',') : []) {
    const [kind, ages] = part.trim().split('=') as [ItemKind, string];
    const [amber, red] = ages.split('/').map(Number);
    if (amber >= red) throw new Error(`BACKOFFICE_SLA: ${kind}'s amber age (${amber}) must be below its red age (${red})`);
    minutes[kind] = { amber, red };
  }
  return minutes;
}

function WholeNumber(min?: number, max?: number): PropertyDecorator {
  const bottomFirst = [...(max === undefined ? [] : [Max(max)]), ...(min === undefined ? [] : [Min(min)]), IsInt(), Transform(({ value }) => Number(value))];
  return (target, property) => bottomFirst.forEach((rule) => rule(target, property));
}

/** Environment variables as read from process.env; each rule names the variable when it fails. */
class EnvironmentVariables {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV = 'development';

  @WholeNumber(0, 65535)
  PORT = 3000;

  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/trading';

  @WholeNumber(1, 200)
  DATABASE_POOL_SIZE = DEFAULT_DATABASE_POOL_SIZE;

  @Matches(/^rediss?:\/\/.+/, { message: 'must be a redis:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every Redis key, queue and pub/sub channel of this deployment. */
  @Matches(/^[A-Za-z0-9_.:-]{1,64}$/, { message: 'must be 1 to 64 letters, digits or _.:-' })
  REDIS_PREFIX = 'trading';

  /** Seed nodes of a Redis Cluster (`host:port,host:port`); set, Redis is a cluster and REDIS_URL gives only the credentials and TLS. */
  @IsOptional()
  @Matches(REDIS_NODES_PATTERN, { message: 'must be comma-separated host:port seed nodes' })
  REDIS_CLUSTER_NODES?: string;

  @IsOptional()
  @IsString()
  JWT_SECRET?: string;

  /** The Ed25519 key settlement is signed with (PKCS#8 DER, base64url); unset, the keyring in DATA_DIR (made at first start). */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{40,200}$/, { message: 'must be a PKCS#8 DER Ed25519 private key in base64url' })
  SETTLEMENT_KEY?: string;

  /** Lifetime of an access token (tests shorten it to see sockets leave their rooms on expiry). */
  @WholeNumber(1, 3600)
  ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

  @Matches(/^\s*\d+(\s*,\s*\d+)*\s*$/, { message: 'must be comma-separated whole seconds' })
  TRADE_DURATIONS = DEFAULT_TRADE_DURATIONS.join(',');

  @IsIn(['simulated'])
  PRICE_FEED = 'simulated';

  @WholeNumber()
  FEED_SEED = 20181;

  @WholeNumber(50, 10000)
  FEED_INTERVAL_MS = 500;

  /** A trade opens only at a quote no older than this; past it the submit answers 503 PRICE_UNAVAILABLE. */
  @WholeNumber(100, 60000)
  QUOTE_MAX_AGE_MS = QUOTE_MAX_AGE_MS;

  @IsString()
  UPLOAD_DIR = join(projectRoot(), 'uploads');

  /** Files the deployment keeps for itself (the generated JWT secret when JWT_SECRET is unset). */
  @IsString()
  DATA_DIR = join(projectRoot(), 'data');

  /** Origins other than the site's own allowed to call the API and socket.io with credentials. */
  @IsOptional()
  @Matches(/^\s*https?:\/\/[^\s,/]+\s*(,\s*https?:\/\/[^\s,/]+\s*)*$/, { message: 'must be comma-separated http(s)://host[:port] origins' })
  CORS_ORIGINS?: string;

  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'must be an smtp:// URL' })
  SMTP_URL?: string;

  /**
   * The proxies in front of the API whose X-Forwarded-For is believed (a client's address for rate limits, sessions
   * and the audit log): a number of hops (1 behind one ingress) or comma-separated addresses or CIDRs. Unset: none.
   */
  @IsOptional()
  @Matches(/^\s*(\d{1,2}|[0-9a-fA-F.:]+(\/\d{1,3})?(\s*,\s*[0-9a-fA-F.:]+(\/\d{1,3})?)*)\s*$/, {
    message: 'must be a number of hops or comma-separated addresses or CIDRs',
  })
  TRUST_PROXY?: string;

  @IsString()
  MAIL_FROM = 'Trading Platform <no-reply@localhost>';

  /** Where contact-form messages are mailed. */
  @IsEmail({ require_tld: false }, { message: 'must be an e-mail address' })
  SUPPORT_EMAIL = 'support@localhost';

  @IsOptional()
  @Matches(/^https?:\/\/.+/, { message: 'must be an http(s):// URL' })
  PUBLIC_URL?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** `pretty`: readable lines (pino-pretty); `json`: one JSON object a line; `auto`: pretty on a terminal outside production. */
  @IsIn(['auto', 'pretty', 'json'])
  LOG_FORMAT = 'auto';

  /** After SIGTERM, how long the API keeps serving while /api/health answers 503 (a load balancer's time to stop sending). Unset: 3000 in production, else 0. */
  @IsOptional()
  @WholeNumber(0, 600_000)
  SHUTDOWN_DRAIN_MS?: number;

  /** After SIGTERM, how long the API or worker may take to finish what it is doing; past it the process exits 1. */
  @WholeNumber(1, 3_600_000)
  SHUTDOWN_TIMEOUT_MS = 25_000;

  /** The administrator created or updated at API start (both or neither). */
  @IsOptional()
  @IsEmail({ require_tld: false }, { message: 'must be an e-mail address' })
  ADMIN_EMAIL?: string;

  @IsOptional()
  @IsString()
  ADMIN_PASSWORD?: string;

  /** An approved card payment above this many USD waits for staff instead of being credited at once. */
  @WholeNumber(0)
  CARD_REVIEW_LIMIT = FUNDS_LIMITS.cardReviewLimit;

  /** A deposit, withdrawal or plan request of this many USD or more needs two different approvers. */
  @WholeNumber(1)
  FOUR_EYES_LIMIT = FOUR_EYES_DEFAULT_LIMIT;

  /** Ages (minutes) at which a waiting item turns amber and red, per queue: `deposit=60/240,kyc=1440/2880` (others keep their default). */
  @IsOptional()
  @Matches(SLA_PATTERN, {
    message: 'must be a comma-separated list of <deposit|withdrawal|kyc|plan|adjustment>=<amber minutes>/<red minutes>, amber below red',
  })
  BACKOFFICE_SLA?: string;

  /** Account-level extended public keys deposit addresses are derived from (child 0/index); never a private key. */
  @Matches(/^[xt]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/, { message: 'must be an xpub or tpub extended public key' })
  DEPOSIT_XPUB_BTC = TEST_DEPOSIT_XPUBS.btc;

  @Matches(/^[xt]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/, { message: 'must be an xpub or tpub extended public key' })
  DEPOSIT_XPUB_ETH = TEST_DEPOSIT_XPUBS.eth;

  /** How often the worker runs the plans' automated trader over every enabled holder. */
  @WholeNumber(1, 86400)
  ATS_INTERVAL_SECONDS = ATS_DEFAULT_INTERVAL_SECONDS;

  /** Money and plan requests one user may have in flight at once per API process; one more answers 429. */
  @WholeNumber(1, 1000)
  MONEY_REQUESTS_IN_FLIGHT_PER_USER = 4;

  /** Multiplies every rate limit (tests and load runs raise it; 1 in production). */
  @WholeNumber(1)
  RATE_LIMIT_FACTOR = 1;

  /** Sockets one user may hold at once (all API instances); a new one past it drops that user's oldest. */
  @WholeNumber(1, 1000)
  SOCKETS_PER_USER = 10;

  /** Packets a socket may send per second, sustained (bursts of twice as many); past it the socket is disconnected. */
  @WholeNumber(1, 10000)
  SOCKET_EVENTS_PER_SECOND = 20;

  /** Uploaded images decoded and re-encoded at once per API process; the others wait their turn. */
  @WholeNumber(1, 64)
  IMAGE_DECODE_CONCURRENCY = 2;

  /** Deposits a client may have waiting for review (Pending) at once; one more answers 409. */
  @WholeNumber(1, 1000)
  MAX_OPEN_DEPOSITS = 5;

  /** The house's spread on an early close, in percent of the trade's payout. */
  @WholeNumber(0, 50)
  CLOSE_SPREAD_PERCENT = DEFAULT_CLOSE_SPREAD_PERCENT;

  /** The bearer token Prometheus scrapes /api/metrics and the worker's /metrics with; unset, only loopback callers are answered. */
  @IsOptional()
  @IsString()
  METRICS_TOKEN?: string;

  /** The worker's metrics and /healthz port; 0 = none. Unset: DEFAULT_WORKER_METRICS_PORT, or none under NODE_ENV=test (parallel test workers). */
  @IsOptional()
  @WholeNumber(0, 65535)
  WORKER_METRICS_PORT?: number;
}

export const DEFAULT_WORKER_METRICS_PORT = 9464;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  databaseUrl: string;
  databasePoolSize: number;
  redisUrl: string;
  /** REDIS_CLUSTER_NODES: set, Redis is a cluster reached through these seeds (with REDIS_URL's credentials and TLS). */
  redisCluster?: RedisNode[];
  /** Ends with ':' so keys read prefix + name; in a cluster a hash tag, `{trading}:` (redis/key-prefix.ts). */
  redisPrefix: string;
  /** JWT_SECRET, else the one generated in DATA_DIR (read, or made, on first use). */
  readonly jwtSecret: string;
  /** SETTLEMENT_KEY, else the keyring in dataDir (signing/settlement-keyring.ts). */
  settlementKey?: string;
  accessTokenTtlSeconds: number;
  tradeDurations: number[];
  priceFeed: 'simulated';
  feedSeed: number;
  feedIntervalMs: number;
  /** QUOTE_MAX_AGE_MS. */
  quoteMaxAgeMs: number;
  uploadDir: string;
  dataDir: string;
  /** Exact origins (scheme://host[:port]) allowed besides the site's own; empty means same-origin only. */
  corsOrigins: string[];
  /** TRUST_PROXY as Fastify takes it: hops, addresses/CIDRs, or false. */
  trustProxy: number | string[] | false;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  publicUrl: string;
  logLevel: string;
  /** LOG_FORMAT. */
  logFormat: 'auto' | 'pretty' | 'json';
  /** SHUTDOWN_DRAIN_MS, or its default for the environment. */
  shutdownDrainMs: number;
  /** SHUTDOWN_TIMEOUT_MS. */
  shutdownTimeoutMs: number;
  rateLimitFactor: number;
  /** MONEY_REQUESTS_IN_FLIGHT_PER_USER. */
  moneyRequestsInFlightPerUser: number;
  /** CARD_REVIEW_LIMIT, USD. */
  cardReviewLimit: number;
  /** FOUR_EYES_LIMIT, USD. */
  fourEyesLimit: number;
  /** BACKOFFICE_SLA over the defaults. */
  slaMinutes: SlaMinutes;
  /** ATS_INTERVAL_SECONDS. */
  atsIntervalSeconds: number;
  /** DEPOSIT_XPUB_BTC and DEPOSIT_XPUB_ETH. */
  depositXpubs: { btc: string; eth: string };
  /** SOCKETS_PER_USER. */
  socketsPerUser: number;
  /** SOCKET_EVENTS_PER_SECOND. */
  socketEventsPerSecond: number;
  /** IMAGE_DECODE_CONCURRENCY. */
  imageDecodeConcurrency: number;
  /** MAX_OPEN_DEPOSITS. */
  maxOpenDeposits: number;
  /** CLOSE_SPREAD_PERCENT. */
  closeSpreadPercent: number;
  /** METRICS_TOKEN. */
  metricsToken?: string;
  /** WORKER_METRICS_PORT (0: not served). */
  workerMetricsPort: number;
  /** ADMIN_EMAIL and ADMIN_PASSWORD: the administrator ensured at API start. */
  admin?: { email: string; password: string };
}

/** SHUTDOWN_DRAIN_MS in production when unset: a few readiness probes' worth. */
export const DEFAULT_PRODUCTION_DRAIN_MS = 3000;

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value throws naming the variable. */
function trustProxyOf(value: string | undefined): number | string[] | false {
  if (value === undefined) return false;
  return /^\s*\d+\s*$/.test(value) ? Number(value) : value.split(',').map((a) => a.trim());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const defined = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const vars = plainToInstance(EnvironmentVariables, defined);
  const errors = validateSync(vars, { skipMissingProperties: false });
  const problems = errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {}).join(', ')}`);

  const durations = vars.TRADE_DURATIONS.split(',').map((s) => Number(s.trim()));
  if (durations.some((d) => d < 1 || d > 7 * 86400)) problems.push('TRADE_DURATIONS: each must be 1 to 604800 seconds');
  if (vars.NODE_ENV === 'production' && !vars.JWT_SECRET) problems.push('JWT_SECRET: is required in production');
  if (vars.JWT_SECRET !== undefined && vars.JWT_SECRET.length < 16) problems.push('JWT_SECRET: must be at least 16 characters');
  if (vars.METRICS_TOKEN !== undefined && vars.METRICS_TOKEN.length < 16) problems.push('METRICS_TOKEN: must be at least 16 characters');
  if (!vars.ADMIN_EMAIL !== !vars.ADMIN_PASSWORD) problems.push('ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither');
  if (vars.ADMIN_PASSWORD !== undefined && vars.ADMIN_PASSWORD.length < PASSWORD_MIN_LENGTH) {
    problems.push(`ADMIN_PASSWORD: must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  for (const [name, xpub] of [
    ['DEPOSIT_XPUB_BTC', vars.DEPOSIT_XPUB_BTC],
    ['DEPOSIT_XPUB_ETH', vars.DEPOSIT_XPUB_ETH],
  ] as const) {
    const problem = xpubProblem(xpub);
    if (problem) problems.push(`${name}: ${problem}`);
  }
  if (vars.REDIS_CLUSTER_NODES && /^rediss?:\/\/[^/]*\/0*[1-9]/.test(vars.REDIS_URL))
    problems.push('REDIS_URL: a Redis Cluster has only database 0 (no /<db> in the URL)');
  if (problems.length) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

  let generatedSecret: string | undefined;
  return Object.freeze({
    env: vars.NODE_ENV as AppConfig['env'],
    port: vars.PORT,
    databaseUrl: vars.DATABASE_URL,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    redisUrl: vars.REDIS_URL,
    redisCluster: vars.REDIS_CLUSTER_NODES ? redisNodes(vars.REDIS_CLUSTER_NODES) : undefined,
    redisPrefix: keyPrefix(vars.REDIS_PREFIX, vars.REDIS_CLUSTER_NODES !== undefined),
    get jwtSecret() {
      return vars.JWT_SECRET ?? (generatedSecret ??= jwtSecretFromDataDir(vars.DATA_DIR));
    },
    settlementKey: vars.SETTLEMENT_KEY,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL_SECONDS,
    tradeDurations: [...new Set(durations)].sort((a, b) => a - b),
    priceFeed: 'simulated',
    feedSeed: vars.FEED_SEED,
    feedIntervalMs: vars.FEED_INTERVAL_MS,
    quoteMaxAgeMs: vars.QUOTE_MAX_AGE_MS,
    uploadDir: vars.UPLOAD_DIR,
    dataDir: vars.DATA_DIR,
    corsOrigins: vars.CORS_ORIGINS ? vars.CORS_ORIGINS.split(',').map((o) => new URL(o.trim()).origin) : [],
    trustProxy: trustProxyOf(vars.TRUST_PROXY),
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    supportEmail: vars.SUPPORT_EMAIL,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    logLevel: vars.LOG_LEVEL,
    logFormat: vars.LOG_FORMAT as AppConfig['logFormat'],
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS ?? (vars.NODE_ENV === 'production' ? DEFAULT_PRODUCTION_DRAIN_MS : 0),
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    rateLimitFactor: vars.RATE_LIMIT_FACTOR,
    moneyRequestsInFlightPerUser: vars.MONEY_REQUESTS_IN_FLIGHT_PER_USER,
    cardReviewLimit: vars.CARD_REVIEW_LIMIT,
    fourEyesLimit: vars.FOUR_EYES_LIMIT,
    slaMinutes: slaMinutes(vars.BACKOFFICE_SLA),
    atsIntervalSeconds: vars.ATS_INTERVAL_SECONDS,
    depositXpubs: { btc: vars.DEPOSIT_XPUB_BTC, eth: vars.DEPOSIT_XPUB_ETH },
    socketsPerUser: vars.SOCKETS_PER_USER,
    socketEventsPerSecond: vars.SOCKET_EVENTS_PER_SECOND,
    imageDecodeConcurrency: vars.IMAGE_DECODE_CONCURRENCY,
    maxOpenDeposits: vars.MAX_OPEN_DEPOSITS,
    closeSpreadPercent: vars.CLOSE_SPREAD_PERCENT,
    metricsToken: vars.METRICS_TOKEN,
    workerMetricsPort: vars.WORKER_METRICS_PORT ?? (vars.NODE_ENV === 'test' ? 0 : DEFAULT_WORKER_METRICS_PORT),
    admin: vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD ? { email: vars.ADMIN_EMAIL.toLowerCase(), password: vars.ADMIN_PASSWORD } : undefined,
  });
}

import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, Socket } from 'socket.io-client';
import type { ApiEnvelope } from '../../server/src/contracts/api';
import type { LoginResponse, UserDto } from '../../server/src/contracts/account';
import type { ClientToServerEvents, ServerToClientEvents } from '../../server/src/contracts/events';
import { TEST_REDIS_URL } from './test-database';
import { signInWithTwoFactor, type ApiPost } from './two-factor';

export interface TestAppOptions {
  /** Start the worker (settlement, sweeper, price feed) in this process too. */
  worker?: boolean;
  durations?: string;
  /** Join another app's deployment (its Redis prefix) instead of a new one: a second instance. */
  prefix?: string;
  env?: Record<string, string>;
}

export interface TestApp {
  url: string;
  prefix: string;
  api: NestFastifyApplication;
  worker?: INestApplicationContext;
  request<T = unknown>(
    method: string,
    path: string,
    opts?: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T; headers: Headers }>;
  /** A multipart/form-data request (fetch + FormData): text fields and files. */
  upload<T = unknown>(path: string, form: MultipartForm, opts?: { token?: string; method?: string }): Promise<{ status: number; body: T }>;
  newUser(overrides?: Partial<{ email: string; password: string }>): Promise<TestUser>;
  /**
   * Signs in as the web app does: in two steps for an account with two-factor sign-in on, and a staff
   * member or admin without it is enrolled first (no back-office route answers them before; see two-factor.ts).
   */
  login(who: { email: string; password: string }): Promise<{ status: number; body: LoginResponse; headers: Headers }>;
  socket(token?: string): Promise<Socket<ServerToClientEvents, ClientToServerEvents>>;
  /** Resolves once the API serves prices (the worker's feed has published); generous for a loaded machine. */
  pricesFlowing(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A response's body as the caller declares it (`request<T>`): parsed, not checked; the specs assert what they read. */
async function bodyOf<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface TestFile {
  data: Uint8Array;
  name: string;
  /** The Content-Type the client claims (the server decides by content). */
  type?: string;
}

export type MultipartForm = Record<string, string | TestFile | TestFile[]>;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  /** The refresh token, as the login's httpOnly cookie carried it. */
  refresh: string;
  user: UserDto;
}

/**
 * Boots the API (on a free port) and optionally the worker, against the run's database and a Redis
 * prefix of this test file's own.
 */
export async function startTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const prefix = opts.prefix ?? `test:${process.env.TEST_RUN_ID}:${randomUUID().slice(0, 8)}`;
  const uploadDir = mkdtempSync(join(tmpdir(), 'trading-test-uploads-'));
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    TRADE_DURATIONS: opts.durations ?? '1,2,60',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    FEED_INTERVAL_MS: '250',
    UPLOAD_DIR: uploadDir,
    // The generated JWT secret, shared by every app of this run as by processes started from one folder.
    DATA_DIR: join(tmpdir(), `trading-test-data-${process.env.TEST_RUN_ID}`),
    RATE_LIMIT_FACTOR: '1000',
    // Tests open many requests of one user at once for other reasons; the bound has its own (money-route-storm).
    MONEY_REQUESTS_IN_FLIGHT_PER_USER: '1000',
    SMTP_URL: '',
    ...opts.env,
  });
  // Imported late: modules read process.env when they are first loaded.
  const { createApi, createWorker } = await import('../../server/src/bootstrap');
  const worker = opts.worker === false ? undefined : await createWorker();
  let api: NestFastifyApplication;
  try {
    api = await createApi();
    await api.listen(0, '127.0.0.1');
  } catch (err) {
    // A half-started app left running would outlive its test file and break the next ones in this process.
    await worker?.close().catch(() => undefined);
    rmSync(uploadDir, { recursive: true, force: true });
    throw err;
  }
  const url = `http://127.0.0.1:${(api.getHttpServer().address() as AddressInfo).port}`;
  const sockets: Socket[] = [];

  const request: TestApp['request'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.body !== undefined || o.raw !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(url + path, { method, headers, body: o.raw ?? (o.body === undefined ? undefined : JSON.stringify(o.body)) });
    return { status: res.status, body: await bodyOf(res), headers: res.headers };
  };

  const upload: TestApp['upload'] = async (path, form, o = {}) => {
    const data = new FormData();
    for (const [field, value] of Object.entries(form)) {
      for (const v of Array.isArray(value) ? value : [value]) {
        if (typeof v === 'string') data.append(field, v);
        else data.append(field, new Blob([v.data], { type: v.type ?? 'application/octet-stream' }), v.name);
      }
    }
    const headers: Record<string, string> = o.token ? { authorization: `Bearer ${o.token}` } : {};
    const res = await fetch(url + path, { method: o.method ?? 'POST', headers, body: data });
    return { status: res.status, body: await bodyOf(res) };
  };

  const newUser: TestApp['newUser'] = async (overrides = {}) => {
    const email = overrides.email ?? `user-${randomUUID()}@example.com`;
    const password = overrides.password ?? 'correct-horse-42';
    const reg = await request('POST', '/api/auth/register', { body: { firstname: 'Test', lastname: 'User', email, password, confirmPassword: password } });
    if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
    const login = await request<LoginResponse>('POST', '/api/auth/login', { body: { email, password } });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
    const refresh = refreshCookieOf(login.headers);
    if (!refresh) throw new Error('login set no refresh cookie');
    return { id: login.body.data.id, email, password, token: login.body.tokens.access.token, refresh, user: login.body.data };
  };

  const post: ApiPost = (path, body, token) => request('POST', `/api${path}`, { body, token });
  const login: TestApp['login'] = (who) => signInWithTwoFactor(post, who);

  const socket: TestApp['socket'] = (token) =>
    new Promise((resolve, reject) => {
      const s: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
      sockets.push(s);
      s.on('connect', () => setTimeout(() => resolve(s), 100));
      s.on('connect_error', reject);
    });

  const pricesFlowing: TestApp['pricesFlowing'] = async (timeoutMs = 20000) => {
    // A loaded machine can answer 503 while Redis catches up; that is "not yet", not a failure.
    await waitFor(async () => ((await request<ApiEnvelope<unknown[]>>('GET', '/api/market/prices')).body.data?.length ?? 0) > 0, timeoutMs);
  };

  return {
    url,
    prefix,
    api,
    worker,
    request,
    upload,
    newUser,
    login,
    socket,
    pricesFlowing,
    close: async () => {
      sockets.forEach((s) => s.disconnect());
      await api.close();
      await worker?.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/** The refresh token a response set in its cookie (undefined when it set none; '' when it cleared it). */
export function refreshCookieOf(headers: Headers): string | undefined {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('refresh_token='));
  return cookie === undefined ? undefined : decodeURIComponent(cookie.slice('refresh_token='.length).split(';')[0]);
}

export async function me(app: TestApp, token: string): Promise<UserDto> {
  const res = await app.request<ApiEnvelope<UserDto>>('GET', '/api/users/me', { token });
  return res.body.data;
}

export async function waitFor<T>(fn: () => Promise<T | undefined | null | false>, timeoutMs = 10000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

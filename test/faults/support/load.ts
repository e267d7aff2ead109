import { randomUUID } from 'node:crypto';
import { INSTRUMENTS } from '../../../server/src/contracts/instruments';
import { must } from '../../support/must';

/** A client-side timeout this long counts as a hang (the contract: an answer within 2 s). */
export const HANG_MS = 3000;
const SYMBOLS = ['BTCUSD', 'ETHUSD', 'EURUSD'];
const DURATIONS = [2, 3, 5];

export interface Answer {
  /** When the request was sent (epoch ms). */
  at: number;
  path: string;
  /** HTTP status; 0 = no answer (connection refused or reset), -1 = hang (no answer within HANG_MS). */
  status: number;
  ms: number;
  retryAfter: string | null;
  /** Why there was no answer (status 0): ECONNREFUSED at connect, or the socket's error once sent. */
  error?: string;
}

export interface LoadUser {
  email: string;
  token: string;
}

export async function call(url: string, method: string, path: string, token?: string, body?: unknown): Promise<Answer & { body?: unknown }> {
  const at = Date.now();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(HANG_MS) });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { at, path, status: res.status, ms: Date.now() - at, retryAfter: res.headers.get('retry-after'), body: parsed };
  } catch (err) {
    const hang = (err as Error).name === 'TimeoutError';
    const error = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
    return { at, path, status: hang ? -1 : 0, ms: Date.now() - at, retryAfter: null, error };
  }
}

export async function newUser(url: string): Promise<LoadUser> {
  const email = `fault-${randomUUID()}@example.com`;
  const password = 'correct-horse-42';
  const reg = await call(url, 'POST', '/api/auth/register', undefined, { firstname: 'Fault', lastname: 'Tester', email, password, confirmPassword: password });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await call(url, 'POST', '/api/auth/login', undefined, { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { email, token: (login.body as { tokens: { access: { token: string } } }).tokens.access.token };
}

export function shortTrade(): Record<string, unknown> {
  const symbol = SYMBOLS[Math.floor(Math.random() * SYMBOLS.length)];
  const instrument = must(
    INSTRUMENTS.find((i) => i.symbol === symbol),
    `the instrument ${symbol}`,
  );
  return {
    amount: 1,
    duration: DURATIONS[Math.floor(Math.random() * DURATIONS.length)],
    mode: 'demo',
    strike_rate: 1,
    trading_type: instrument.trading_type,
    symbol,
    trade_mode: Math.random() < 0.5 ? 'Buy' : 'Sell',
  };
}

/**
 * Short demo trades from several users, each sending every 50-100 ms without waiting for the last
 * answer (an open model: a slow answer does not slow the load), plus a read of the user's account
 * every fifth send. Every answer is recorded with its status and latency.
 */
export class Load {
  readonly answers: Answer[] = [];
  private readonly timers = new Map<LoadUser, NodeJS.Timeout>();
  private stopped = false;
  private inFlight = new Set<Promise<unknown>>();

  private constructor(
    private readonly url: string,
    readonly users: LoadUser[],
  ) {}

  static async start(url: string, users = 5): Promise<Load> {
    const load = new Load(url, await Promise.all(Array.from({ length: users }, () => newUser(url))));
    load.users.forEach((u) => load.loop(u, 0));
    return load;
  }

  /** Stops sending and waits for the answers still expected. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.timers.forEach((t) => clearTimeout(t));
    await Promise.all(this.inFlight);
  }

  between(from: number, to: number): Answer[] {
    return this.answers.filter((a) => a.at >= from && a.at <= to);
  }

  private loop(user: LoadUser, n: number): void {
    if (this.stopped) return;
    this.send(user.token, 'POST', '/api/trading/submit', shortTrade());
    if (n % 5 === 4) this.send(user.token, 'GET', '/api/users/me');
    this.timers.set(
      user,
      setTimeout(() => this.loop(user, n + 1), 50 + Math.random() * 50),
    );
  }

  private send(token: string, method: string, path: string, body?: unknown): void {
    const p = call(this.url, method, path, token, body).then(({ body: _, ...answer }) => void this.answers.push(answer));
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }
}

export interface AnswerFigures {
  answers: number;
  ok: number;
  count503: number;
  count500: number;
  /** 5xx other than 503 (500 included). */
  other5xx: number;
  hangs: number;
  noAnswer: number;
  /** 503 answers without a Retry-After header. */
  missingRetryAfter: number;
  slowestMs: number;
  statuses: Record<string, number>;
}

export function answerFigures(answers: Answer[]): AnswerFigures {
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return {
    answers: answers.length,
    ok: answers.filter((a) => a.status >= 200 && a.status < 300).length,
    count503: answers.filter((a) => a.status === 503).length,
    count500: answers.filter((a) => a.status === 500).length,
    other5xx: answers.filter((a) => a.status >= 500 && a.status !== 503).length,
    hangs: answers.filter((a) => a.status === -1).length,
    noAnswer: answers.filter((a) => a.status === 0).length,
    missingRetryAfter: answers.filter((a) => a.status === 503 && !a.retryAfter).length,
    slowestMs: answers.reduce((m, a) => Math.max(m, a.ms), 0),
    statuses,
  };
}

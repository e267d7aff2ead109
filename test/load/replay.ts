/** `loadtest replay`: provisions the file's users, sends each line on time (open model) and its close when it has one, measures, checks, reports. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import type { ServerToClientEvents } from '../../server/src/contracts/events';
import type { AccountMode } from '../../server/src/contracts/trade-rules';
import { must } from '../support/must';
import { EarlyCloses } from './closes';
import { HttpClient } from './http-client';
import { startProgress } from './progress';
import type { LoadReport } from './report-types';
import { RunStats } from './run-stats';
import { type ApiTrades, Settlements } from './settlements';
import { preciseNow, runOpenModel } from './scheduler';
import type { Slo } from './slo';
import { parseSubmissions, type Submission } from './submission';
import { RunImpossible, TargetApi, withConcurrency } from './target-api';

export interface ReplayOptions {
  target: string;
  inFile: string;
  speed: number;
  connections: number;
  slos: Slo[];
  /** After the last send, how long past the latest expiry to wait for `trade:settled`. */
  graceS: number;
  log: (line: string) => void;
}

interface Accepted {
  user: string;
  mode: AccountMode;
  expiresAtMs: number;
}

const PROVISION_CONCURRENCY = 8;
const PARTIAL_ANSWER_WAIT_MS = 3000;
const ANSWER_WAIT_MS = 60_000;

function readLoadFile(path: string): Submission[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new RunImpossible(`Cannot read ${path}: ${(e as Error).message}`);
  }
  try {
    return parseSubmissions(text);
  } catch (e) {
    throw new RunImpossible(`${path}: ${(e as Error).message}`);
  }
}

function connectSocket(target: string, token: string): Promise<Socket<ServerToClientEvents>> {
  const socket: Socket<ServerToClientEvents> = io(target, { auth: { token }, transports: ['websocket'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.close();
      reject(new RunImpossible('A user socket did not connect within 10 s'));
    }, 10_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs the replay; answers the report without SLO results (the caller evaluates them). */
export async function replay(o: ReplayOptions): Promise<Omit<LoadReport, 'slo'>> {
  const lines = readLoadFile(o.inFile);
  if (lines.length === 0) throw new RunImpossible(`${o.inFile} has no submissions`);
  const http = new HttpClient(o.target, o.connections);
  const api = new TargetApi(http);
  const sockets: Socket[] = [];
  let interrupted = false;
  const onSigint = () => {
    interrupted = true;
    o.log('Interrupted: stopping, writing a partial report...');
  };
  process.on('SIGINT', onSigint);
  try {
    const options = await api.options();
    const wrong = [...new Set(lines.map((l) => l.duration))].filter((d) => !options.durations.includes(d));
    if (wrong.length) throw new RunImpossible(`Durations ${wrong.join(', ')} are not allowed by the target (it allows ${options.durations.join(', ')})`);

    // Provisioning: one fresh account per pseudonym and run, so balances start full.
    const run = randomBytes(4).toString('hex');
    const password = `load-${randomBytes(12).toString('hex')}`;
    const users = [...new Set(lines.map((l) => l.user))];
    const tokens = new Map<string, string>();
    const tokenOf = (user: string) => must(tokens.get(user), `the access token of ${user} (every user of the file is provisioned first)`);
    const settlements = new Settlements();
    const accepted = new Map<number, Accepted>();
    // Settlement lags count once sending has started (its RunStats, below); one seen while provisioning does not.
    let onSettledLag: (lagMs: number) => void = () => undefined;
    o.log(`Signing up ${users.length} users on ${o.target} and opening their sockets...`);
    await withConcurrency(users, Math.min(PROVISION_CONCURRENCY, o.connections), async (user) => {
      if (interrupted) throw new RunImpossible('Interrupted while provisioning');
      const safe = user
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '-')
        .slice(0, 40);
      const token = await api.provision(`load-${run}-${safe}@load.example.com`, password, 'Tester').catch((e: Error) => {
        throw e instanceof RunImpossible ? e : new RunImpossible(`Provisioning failed: ${e.message}`);
      });
      tokens.set(user, token);
      const socket = await connectSocket(o.target, token);
      sockets.push(socket);
      socket.on('trade:settled', (ev) => {
        const lag = settlements.onEvent(ev.trade, Date.now());
        if (lag !== null) onSettledLag(lag);
      });
    });

    // Sending: an open model, never waiting for an answer before the next send.
    const startMs = preciseNow() + 50;
    const s = new RunStats(startMs);
    onSettledLag = (lag) => s.onSettled(lag);
    const closes = new EarlyCloses(api, s);
    const outstanding = new Set<AbortController>();
    let lineNo = 0;
    const stopProgress = startProgress(s, lines.length);
    const scheduler = runOpenModel(lines, {
      speed: o.speed,
      startMs,
      send: (line, intendedMs) => {
        s.onSent(intendedMs);
        const ac = new AbortController();
        outstanding.add(ac);
        const key = `load-${run}-${lineNo++}`;
        api
          .submit(tokenOf(line.user), line, key, ac.signal)
          .then((a) => {
            s.onAnswer(intendedMs, a.status, preciseNow() - intendedMs);
            if (a.status >= 200 && a.status < 300) {
              const t = a.body.data.trade;
              accepted.set(t.trade_id, { user: line.user, mode: line.mode, expiresAtMs: Date.parse(t.expires_at) });
              // Not divided by --speed: the trade's duration is not either.
              if (line.close_after_ms !== undefined && !interrupted)
                closes.schedule({ token: tokenOf(line.user), tradeId: t.trade_id, idempotencyKey: `${key}-close`, dueMs: intendedMs + line.close_after_ms });
            }
          })
          .catch(() => s.onError(intendedMs))
          .finally(() => outstanding.delete(ac));
      },
    });
    while (!interrupted && scheduler.sent() < lines.length) await Promise.race([scheduler.done, sleep(100)]);
    scheduler.stop();

    const answersBy = Date.now() + (interrupted ? PARTIAL_ANSWER_WAIT_MS : ANSWER_WAIT_MS);
    while (outstanding.size > 0 && Date.now() < answersBy) await sleep(50);
    for (const ac of outstanding) ac.abort();
    while (outstanding.size > 0) await sleep(10);
    stopProgress();

    // Settlements: bounded by the latest expiry plus a grace.
    if (!interrupted && accepted.size > 0) {
      let latest = 0;
      for (const a of accepted.values()) latest = Math.max(latest, a.expiresAtMs);
      o.log(`Waiting for ${settlements.awaiting(accepted.keys())} settlements (until ${o.graceS} s after the last expiry)...`);
      while (!interrupted && Date.now() < latest + o.graceS * 1000 && (settlements.awaiting(accepted.keys()) > 0 || closes.pending() > 0)) await sleep(200);
    }
    closes.stop();
    while (closes.pending() > 0) await sleep(10);
    const endMs = preciseNow();

    // The API's word: each accepted trade in a final status.
    const byUser = new Map<string, Set<AccountMode>>();
    for (const a of accepted.values()) byUser.set(a.user, (byUser.get(a.user) ?? new Set()).add(a.mode));
    let listed: ApiTrades | null = { listed: new Set(), final: new Set() };
    try {
      const found = listed;
      await withConcurrency([...byUser], Math.min(PROVISION_CONCURRENCY, o.connections), async ([user, modes]) => {
        for (const mode of modes)
          for (const t of await api.trades(tokenOf(user), mode)) {
            found.listed.add(t.trade_id);
            if (t.status !== 'Pending') found.final.add(t.trade_id);
          }
      });
    } catch (e) {
      o.log(`Could not check the trades through the API (${(e as Error).message}): counting the trade:settled events only.`);
      listed = null;
    }
    const { settled, settledWithoutEvent } = settlements.verdict([...accepted.keys()], listed);
    s.duplicateSettlements = settlements.duplicates;
    return s.report({ target: o.target, endMs, settled, settledWithoutEvent, partial: interrupted });
  } finally {
    process.off('SIGINT', onSigint);
    for (const socket of sockets) socket.close();
    http.close();
  }
}

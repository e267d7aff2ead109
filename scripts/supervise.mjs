// Keeps long-running programs (the API, the worker) running: one that stops on its own, by a crash, a
// signal or even a clean exit, is started again after a backoff (1 s doubling to 30 s, back to 1 s once it
// ran a minute). Too many stops of one program in a window (5 in 2 minutes) means it cannot run: the
// supervisor stops the others and exits 1, so whatever runs `npm start` sees a failure, never a clean stop.
// SIGINT/SIGTERM stop every program and exit 0.
import { spawn } from 'node:child_process';

export const DEFAULT_POLICY = {
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  /** A program that ran this long before stopping starts again after firstDelayMs. */
  healthyAfterMs: 60_000,
  maxStops: 5,
  stopWindowMs: 120_000,
  /** How long a program may take to stop after SIGTERM before it gets SIGKILL. */
  killAfterMs: 10_000,
};

const describeExit = (code, signal) => (signal ? `killed by ${signal}` : `exit ${code}`);

/**
 * Starts each program ({ name, cmd, args }) and restarts it whenever it stops, as the policy says.
 * Returns `done`, the supervisor's exit code once everything has stopped (0 after stop(), 1 after giving
 * up), and `stop()`.
 */
export function supervise(programs, { policy = {}, env = process.env, stdio = 'inherit', log = (line) => console.error(`[start] ${line}`) } = {}) {
  const p = { ...DEFAULT_POLICY, ...policy };
  const running = new Map();
  const restarts = new Set();
  const history = new Map(programs.map((prog) => [prog.name, { delayMs: p.firstDelayMs, stops: [] }]));
  let stopping = false;
  let exitCode = 0;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));

  function start(prog) {
    const startedAt = Date.now();
    const child = spawn(prog.cmd, prog.args ?? [], { stdio, env });
    running.set(prog.name, child);
    let ended = false;
    const onEnd = (code, signal, error) => {
      if (ended) return;
      ended = true;
      running.delete(prog.name);
      if (stopping) return settle();
      stopped(prog, startedAt, error ? `could not start: ${error.message}` : describeExit(code, signal));
    };
    child.once('exit', (code, signal) => onEnd(code, signal));
    // A command that cannot be spawned reports 'error' and maybe no 'exit'.
    child.once('error', (error) => onEnd(null, null, error));
  }

  function stopped(prog, startedAt, how) {
    const h = history.get(prog.name);
    const now = Date.now();
    if (now - startedAt >= p.healthyAfterMs) h.delayMs = p.firstDelayMs;
    h.stops = h.stops.filter((t) => now - t < p.stopWindowMs).concat(now);
    if (h.stops.length >= p.maxStops) {
      log(`${prog.name} stopped (${how}), ${h.stops.length} times within ${p.stopWindowMs / 1000} s: giving up, stopping the others.`);
      shutdown(1);
      return;
    }
    log(`${prog.name} stopped (${how}); starting it again in ${h.delayMs / 1000} s.`);
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) start(prog);
    }, h.delayMs);
    restarts.add(timer);
    h.delayMs = Math.min(h.delayMs * 2, p.maxDelayMs);
  }

  function shutdown(code) {
    if (stopping) {
      // Asked twice: do not wait any longer.
      for (const child of running.values()) child.kill('SIGKILL');
      return done;
    }
    stopping = true;
    exitCode = code;
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    for (const child of running.values()) child.kill('SIGTERM');
    setTimeout(() => {
      for (const child of running.values()) child.kill('SIGKILL');
    }, p.killAfterMs).unref();
    settle();
    return done;
  }

  function settle() {
    if (stopping && running.size === 0) finish(exitCode);
  }

  programs.forEach(start);
  return { done, stop: () => shutdown(0) };
}

/** supervise() for a script's whole process: SIGINT/SIGTERM stop the programs, and the process exits with the supervisor's code. */
export async function superviseProcess(programs, options) {
  const supervisor = supervise(programs, options);
  const stop = () => void supervisor.stop();
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.exit(await supervisor.done);
}

import { ChildProcess, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

/**
 * Everything a fault spec started, so it is stopped even when the spec fails or jest exits early:
 * afterAll calls `cleanupAll()`, and process 'exit' does the synchronous part again (kill -9).
 */
const children = new Set<ChildProcess>();
const syncStops = new Set<() => void>();
const tempDirs = new Set<string>();

export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** A synchronous stop for what is not our child (a pg_ctl-started postmaster); returns its remover. */
export function onCleanup(stop: () => void): () => void {
  syncStops.add(stop);
  return () => syncStops.delete(stop);
}

export function trackTempDir(dir: string): string {
  tempDirs.add(dir);
  return dir;
}

export function killNow(child: ChildProcess): void {
  if (child.exitCode === null && child.signalCode === null && child.pid) {
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

function cleanupSync(): void {
  for (const c of children) killNow(c);
  for (const stop of syncStops) {
    try {
      stop();
    } catch {
      // best effort at exit
    }
  }
  syncStops.clear();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/** Kills every tracked child, stops every tracked server and removes every temp dir. */
export async function cleanupAll(): Promise<void> {
  const exits = [...children].map(
    (c) => new Promise<void>((resolve) => (c.exitCode !== null || c.signalCode !== null ? resolve() : c.once('exit', () => resolve()))),
  );
  cleanupSync();
  await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, 5000).unref())]);
}

process.once('exit', cleanupSync);
// A run stopped by a signal skips 'exit': clean up, then die as the signal would have.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const) {
  process.once(signal, () => {
    cleanupSync();
    process.exit(code);
  });
}

/** Runs a command synchronously and throws with its output when it fails. */
export function run(cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): string {
  const r = spawnSync(cmd, args, { env: opts.env ?? process.env, encoding: 'utf8', timeout: opts.timeoutMs ?? 60000 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal}): ${r.stderr || r.stdout || r.error?.message}`);
  return r.stdout;
}

import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Everything a fault spec started, so it is stopped even when the spec fails: afterAll calls
 * `cleanupAll()`; if jest itself dies first, the reaper does it.
 */
const children = new Set<ChildProcess>();
const syncStops = new Set<() => void>();
const tempDirs = new Set<string>();

let pidFile: string | undefined;

export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  if (pidFile && child.pid) appendFileSync(pidFile, `${child.pid}\n`);
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

/** Kills every tracked child, stops every tracked server and removes every temp dir. */
export async function cleanupAll(): Promise<void> {
  const exits = [...children].map(
    (c) => new Promise<void>((resolve) => (c.exitCode !== null || c.signalCode !== null ? resolve() : c.once('exit', () => resolve()))),
  );
  for (const c of children) killNow(c);
  for (const stop of syncStops) {
    try {
      stop();
    } catch {
      // best effort
    }
  }
  syncStops.clear();
  await Promise.race([Promise.all(exits), new Promise((r) => setTimeout(r, 5000).unref())]);
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

/**
 * Starts the reaper (reaper.js): a detached process that cleans up after this spec if the jest
 * process dies without running afterAll. Children's pids go to <tmp>/pids for it.
 */
export function startReaper(tmp: string, pgCtl: string, pgData: string): void {
  pidFile = join(tmp, 'pids');
  const reaper = spawn('node', [join(__dirname, 'reaper.js'), String(process.pid), tmp, pgCtl, pgData], { detached: true, stdio: 'ignore' });
  reaper.unref();
  for (const c of children) if (c.pid) appendFileSync(pidFile, `${c.pid}\n`);
}

/** Runs a command synchronously and throws with its output when it fails. */
export function run(cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): string {
  const r = spawnSync(cmd, args, { env: opts.env ?? process.env, encoding: 'utf8', timeout: opts.timeoutMs ?? 60000 });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal}): ${r.stderr || r.stdout || r.error?.message}`);
  return r.stdout;
}

import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, cpSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { appEnv, logFile, ROOT } from './app-processes';
import { track } from './cleanup';
import { FaultEnv } from './fault-env';

/**
 * `npm start` (scripts/start.mjs) against the spec's private Redis and PostgreSQL. It runs from a
 * copy of scripts/ beside links to the built dist/, web/dist/ and node_modules: with no sources
 * beside it, its build-if-needed step finds the build current and never rebuilds (a rebuild would
 * delete dist/ under whatever else runs on this checkout).
 */
export function npmStart(env: FaultEnv, port: number, log: string): ChildProcess {
  const root = join(env.tmp, 'checkout');
  mkdirSync(join(root, 'web'), { recursive: true });
  cpSync(join(ROOT, 'scripts'), join(root, 'scripts'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(root, 'package.json'));
  for (const dir of ['dist', 'node_modules', 'web/dist']) {
    try {
      symlinkSync(join(ROOT, dir), join(root, dir));
    } catch {
      // linked by an earlier start in this spec
    }
  }
  const uploadDir = join(env.tmp, 'uploads');
  const fd = logFile(log);
  const child = spawn('node', [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: appEnv({ databaseUrl: env.databaseUrl, redisUrl: env.redis.url, prefix: env.prefix, port, uploadDir }),
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  return track(child);
}

/** The children of a process, with their command lines. */
export function childrenOf(pid: number): { pid: number; args: string }[] {
  const out = spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
  return out
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [p, ...args] = l.split(/\s+/);
      return { pid: Number(p), args: args.join(' ') };
    });
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

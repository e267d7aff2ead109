// Outlives a fault spec's jest process: when that process is gone (crashed, killed, or exited without
// its afterAll), stops everything the spec started and removes its temp dir. Jest's sandboxed
// `process` never emits 'exit' or signals to test code, so this cannot be an exit hook.
// Usage: node reaper.js <parent pid> <temp dir> <pg_ctl> <pg data dir>
const { execFileSync, spawnSync } = require('node:child_process');
const { existsSync, readFileSync, rmSync } = require('node:fs');
const { join } = require('node:path');

const [parent, tmp, pgCtl, pgData] = process.argv.slice(2);
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const descendants = (pid) => {
  const out = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
  const kids = out.split('\n').map(Number).filter(Boolean);
  return kids.flatMap((k) => [k, ...descendants(k)]);
};
const signal = (pids, sig) => pids.forEach((pid) => alive(pid) && process.kill(pid, sig));

const timer = setInterval(() => {
  // The spec cleaned up after itself: nothing left to do.
  if (!existsSync(tmp)) process.exit(0);
  if (alive(Number(parent))) return;
  clearInterval(timer);
  const file = join(tmp, 'pids');
  const tracked = existsSync(file) ? readFileSync(file, 'utf8').split('\n').map(Number).filter(Boolean) : [];
  const all = [...tracked, ...tracked.flatMap(descendants)];
  signal(all, 'SIGTERM');
  setTimeout(() => {
    signal(all, 'SIGKILL');
    try {
      execFileSync('runuser', ['-u', 'postgres', '--', pgCtl, '-D', pgData, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
    } catch {
      // not running
    }
    rmSync(tmp, { recursive: true, force: true });
  }, 3000);
}, 1000);

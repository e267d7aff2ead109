// Installs what a fresh clone lacks, and builds the server and the web app when their output is missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const outputTime = (file) => (existsSync(file) ? statSync(file).mtimeMs : -1);

function run(script) {
  const r = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`npm run ${script} failed`);
    process.exit(r.status ?? 1);
  }
}

export function buildIfNeeded({ force = false } = {}) {
  const shared = Math.max(newestMtime('server/src/contracts'), newestMtime('package-lock.json'));
  const server = Math.max(
    newestMtime('server/src'),
    newestMtime('migrations'),
    newestMtime('test/bench'),
    newestMtime('test/load'),
    newestMtime('test/support'),
    shared,
  );
  if (force || outputTime('dist/server/src/main.js') < server) {
    console.log('Building the server...');
    run('build:server');
  }
  const web = Math.max(newestMtime('web/src'), newestMtime('web/index.html'), newestMtime('web/vite.config.mts'), shared);
  if (force || outputTime('web/dist/index.html') < web) {
    console.log('Building the web app...');
    run('build:web');
  }
}

/** A fresh clone has no node_modules: install exactly what package-lock.json names. */
export function installIfNeeded() {
  if (existsSync('node_modules')) return;
  console.log('Installing dependencies (npm ci)...');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('npm ci failed');
    process.exit(r.status ?? 1);
  }
}

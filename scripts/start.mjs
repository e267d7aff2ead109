// npm start: starts PostgreSQL/Redis if installed but stopped, builds what is not built, applies
// pending migrations, then runs the API and the worker. `--dev` watches and runs Vite's dev server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { DEFAULTS, ensureServices } from './services.mjs';

const dev = process.argv.includes('--dev');
process.chdir(new URL('..', import.meta.url).pathname);

if (!existsSync('node_modules')) {
  console.error('Dependencies are not installed: run `npm ci` first.');
  process.exit(1);
}

const env = { ...DEFAULTS, ...process.env };
await ensureServices(env);
buildIfNeeded();

const migrated = spawnSync('node', ['dist/server/src/database/migrate.js'], { stdio: 'inherit', env });
if (migrated.status !== 0) process.exit(migrated.status ?? 1);

const children = [];
function launch(name, cmd, args) {
  const child = spawn(cmd, args, { stdio: 'inherit', env });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the others.`);
    stop(code || 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r))))).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (dev) {
  launch('tsc', 'npx', ['tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput']);
  launch('api', 'node', ['--watch', 'dist/server/src/main.js']);
  launch('worker', 'node', ['--watch', 'dist/server/src/worker.js']);
  launch('vite', 'npx', ['vite', '--config', 'web/vite.config.mts']);
} else {
  launch('api', 'node', ['dist/server/src/main.js']);
  launch('worker', 'node', ['dist/server/src/worker.js']);
}

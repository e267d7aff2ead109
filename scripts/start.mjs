// npm start: installs the dependencies on a fresh clone, starts PostgreSQL/Redis if installed but stopped, builds what is not built, applies
// pending migrations, then runs the API and the worker and restarts either when it crashes (supervise.mjs).
// `--dev` watches and runs Vite's dev server.
import { spawnSync } from 'node:child_process';
import { buildIfNeeded, installIfNeeded } from './build-if-needed.mjs';
import { DEFAULTS, ensureServices } from './services.mjs';
import { superviseProcess } from './supervise.mjs';

const dev = process.argv.includes('--dev');
process.chdir(new URL('..', import.meta.url).pathname);

installIfNeeded();

const env = { ...DEFAULTS, ...process.env };
await ensureServices(env);
buildIfNeeded();

const migrated = spawnSync('node', ['dist/server/src/database/migrate.js'], { stdio: 'inherit', env });
if (migrated.status !== 0) process.exit(migrated.status ?? 1);

// Every program is restarted with backoff when it stops on its own; see supervise.mjs.
const programs = dev
  ? [
      { name: 'tsc', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'] },
      { name: 'api', cmd: 'node', args: ['--watch', 'dist/server/src/main.js'] },
      { name: 'worker', cmd: 'node', args: ['--watch', 'dist/server/src/worker.js'] },
      { name: 'vite', cmd: 'npx', args: ['vite', '--config', 'web/vite.config.mts'] },
    ]
  : [
      { name: 'api', cmd: 'node', args: ['dist/server/src/main.js'] },
      { name: 'worker', cmd: 'node', args: ['dist/server/src/worker.js'] },
    ];
await superviseProcess(programs, { env });

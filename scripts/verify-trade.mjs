// npm run verify-trade -- ...: runs the compiled checker, compiling the server first on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

process.chdir(new URL('..', import.meta.url).pathname);
const cli = 'dist/server/src/cli/verify-trade.js';
if (!existsSync(cli)) {
  const built = spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0 || !existsSync(cli)) {
    console.error('verify-trade could not run: the server did not compile (npm ci first?)');
    process.exit(2);
  }
}
const run = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 2);

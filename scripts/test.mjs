// npm test: makes sure PostgreSQL and Redis run, builds, lints, runs every jest project (unit,
// integration, browser), and prints the totals as its last line: `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ensureServices } from './services.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
mkdirSync('.test-artifacts', { recursive: true });
const totalsFile = '.test-artifacts/totals.txt';
writeFileSync(totalsFile, 'tests: 0 passed, 1 failed\n');

await ensureServices({});
buildIfNeeded();
if (!existsSync('/usr/bin/chromium')) console.warn('Chromium is missing (/usr/bin/chromium): the browser tests will fail. Debian: apt-get install chromium');

// Lint for the bugs that hurt (floating promises, non-exhaustive switches, loose equality).
const lint = spawnSync('npm', ['run', '--silent', 'lint'], { stdio: 'inherit' });
if (lint.status !== 0) console.error('Lint failed: it counts as one failed test.');

const report = '.test-artifacts/jest.json';
const jest = spawnSync('npx', ['jest', '--runInBand', '--json', `--outputFile=${report}`, ...process.argv.slice(2)], { stdio: 'inherit' });

let passed = 0;
let failed = 1;
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed = r.numPassedTests;
  // A suite that failed to run counts as a failure even though it has no failed test.
  failed = r.numFailedTests + r.numRuntimeErrorTestSuites;
}
if (lint.status !== 0) failed += 1;
const totals = `tests: ${passed} passed, ${failed} failed`;
writeFileSync(totalsFile, totals + '\n');
console.log(totals);
process.exit(jest.status === 0 && failed === 0 ? 0 : 1);

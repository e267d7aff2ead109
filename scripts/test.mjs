// npm test: makes sure PostgreSQL and Redis run, builds, lints, runs every jest project (unit,
// integration, browser) and the web's vitest suite, and prints the totals as its last line:
// `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { buildIfNeeded, installIfNeeded } from './build-if-needed.mjs';
import { ensureServices } from './services.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
mkdirSync('.test-artifacts', { recursive: true });
const totalsFile = '.test-artifacts/totals.txt';
writeFileSync(totalsFile, 'tests: 0 passed, 1 failed\n');

installIfNeeded();
await ensureServices({});
buildIfNeeded();
if (!existsSync('/usr/bin/chromium')) console.warn('Chromium is missing (/usr/bin/chromium): the browser tests will fail. Debian: apt-get install chromium');

// Lint for the bugs that hurt (floating promises, non-exhaustive switches, loose equality), then Prettier.
// Each step that fails counts as one failed test.
const lintSteps = ['lint:code', 'lint:format'];
const lintFailures = lintSteps.filter((step) => {
  const ok = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' }).status === 0;
  if (!ok) console.error(`${step} failed: it counts as one failed test.`);
  return !ok;
}).length;

const report = '.test-artifacts/jest.json';
rmSync(report, { force: true });
// --forceExit: once every result is written, a handle some suite left open must not hold CI until its limit.
// One file at a time, in a worker recycled past workerIdleMemoryLimit (jest.config.js), not in band.
const jest = spawnSync('npx', ['jest', '--maxWorkers=1', '--forceExit', '--json', `--outputFile=${report}`, ...process.argv.slice(2)], { stdio: 'inherit' });

// The web's pure modules (vitest); its JSON report has the same counters as jest's.
// Absolute: vitest resolves --outputFile against its own root (web/).
const webReport = `${process.cwd()}/.test-artifacts/vitest.json`;
rmSync(webReport, { force: true });
const vitestArgs = ['run', '--config', 'web/vitest.config.mts', '--reporter=default', '--reporter=json', `--outputFile.json=${webReport}`];
const vitest = spawnSync('npx', ['vitest', ...vitestArgs], { stdio: 'inherit' });

/** Passed and failed tests of one run's JSON report; a run that left no report counts as one failure. */
function counts(file, run) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // A file that failed to run counts as a failure even though it has no failed test.
  const broken = r.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed')).length;
  const failed = r.numFailedTests + broken;
  return { passed: r.numPassedTests, failed: run.status !== 0 && failed === 0 ? 1 : failed };
}

/** Each failed test of a run's JSON report as `file › title`, and each file that failed to run. */
function failures(file) {
  if (!existsSync(file)) return [`${file}: no report`];
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return r.testResults.flatMap((f) => {
    const path = f.name.replace(`${process.cwd()}/`, '');
    const failed = f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${path} › ${a.fullName ?? a.title}`);
    return failed.length === 0 && f.status === 'failed'
      ? [
          `${path}: ${
            String(f.message)
              .split('\n')
              .find((l) => l.trim()) ?? 'failed to run'
          }`,
        ]
      : failed;
  });
}

const runs = [counts(report, jest), counts(webReport, vitest)];
// Printed just before the totals so a log's tail names what failed.
const failedNames = [...failures(report), ...failures(webReport)];
if (failedNames.length > 0) console.log(`\nFailed:\n${failedNames.map((n) => `  ${n}`).join('\n')}\n`);
const passed = runs.reduce((n, r) => n + r.passed, 0);
const failed = runs.reduce((n, r) => n + r.failed, 0) + lintFailures;
const totals = `tests: ${passed} passed, ${failed} failed`;
writeFileSync(totalsFile, totals + '\n');
console.log(totals);
process.exit(jest.status === 0 && vitest.status === 0 && failed === 0 ? 0 : 1);

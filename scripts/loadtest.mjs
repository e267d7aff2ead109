// npm run loadtest -- <command>: builds the server (and the tool with it) when its output is stale, then runs the tool.
import { spawn } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

// The build's own messages go to stderr so that a command's output stays clean.
const log = console.log;
console.log = (...args) => console.error(...args);
buildIfNeeded();
console.log = log;

const child = spawn(process.execPath, ['dist/test/load/cli.js', ...process.argv.slice(2)], { stdio: 'inherit' });
// Ctrl-C reaches the tool too (same process group): it ends the run and writes a partial report, so wait for it.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 2 : 0)));

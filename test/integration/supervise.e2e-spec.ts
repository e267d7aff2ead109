import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SUPERVISE = join(__dirname, '..', '..', 'scripts', 'supervise.mjs');

interface Program {
  name: string;
  cmd: string;
  args: string[];
}

interface Supervisor {
  proc: ChildProcess;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

/** Runs scripts/supervise.mjs in a process of its own (as `npm start` does) over the given programs. */
function startSupervisor(programs: Program[], policy: Record<string, number>): Supervisor {
  const driver = `import { superviseProcess } from ${JSON.stringify(SUPERVISE)};
await superviseProcess(JSON.parse(process.env.PROGRAMS), { policy: JSON.parse(process.env.POLICY), stdio: 'ignore' });`;
  const proc = spawn(process.execPath, ['--input-type=module', '-e', driver], {
    env: { ...process.env, PROGRAMS: JSON.stringify(programs), POLICY: JSON.stringify(policy) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
  return { proc, exit, output: () => out };
}

describe('npm start supervision (scripts/supervise.mjs)', () => {
  let dir: string;
  const supervisors: Supervisor[] = [];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'supervise-'));
  });
  afterEach(() => {
    for (const s of supervisors.splice(0)) s.proc.kill('SIGKILL');
    for (const name of ['long', 'other']) pidsIn(name).forEach(tryKill);
    rmSync(dir, { recursive: true, force: true });
  });

  /** A program that records each start (its pid and the time) in <dir>/<name>, then runs until stopped or runs `then`. */
  function program(name: string, then = 'setInterval(() => undefined, 1000)'): Program {
    const file = join(dir, name);
    return {
      name,
      cmd: process.execPath,
      args: ['-e', `require('fs').appendFileSync(${JSON.stringify(file)}, process.pid + ' ' + Date.now() + '\\n'); ${then}`],
    };
  }

  const starts = (name: string): { pid: number; at: number }[] =>
    existsSync(join(dir, name))
      ? readFileSync(join(dir, name), 'utf8')
          .trim()
          .split('\n')
          .map((line) => line.split(' ').map(Number))
          .map(([pid, at]) => ({ pid, at }))
      : [];
  const pidsIn = (name: string) => (dir ? starts(name).map((s) => s.pid) : []);
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const tryKill = (pid: number) => (alive(pid) ? process.kill(pid, 'SIGKILL') : undefined);

  async function until(what: string, condition: () => boolean, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('restarts a program killed by a signal, and SIGTERM stops everything with status 0', async () => {
    const sup = startSupervisor([program('long'), program('other')], { firstDelayMs: 50 });
    supervisors.push(sup);
    await until('both programs to start', () => starts('long').length === 1 && starts('other').length === 1);

    process.kill(starts('long')[0].pid, 'SIGKILL');
    await until('the killed program to start again', () => starts('long').length === 2);
    expect(sup.proc.exitCode).toBeNull();
    expect(alive(starts('other')[0].pid)).toBe(true);
    expect(starts('other')).toHaveLength(1);
    expect(sup.output()).toMatch(/long stopped \(killed by SIGKILL\); starting it again/);

    sup.proc.kill('SIGTERM');
    expect(await sup.exit).toEqual({ code: 0, signal: null });
    expect([...pidsIn('long'), ...pidsIn('other')].filter(alive)).toEqual([]);
  });

  it('restarts a crashing program with a doubling delay', async () => {
    const sup = startSupervisor([program('crashy', 'process.exit(3)')], { firstDelayMs: 100, maxDelayMs: 400, maxStops: 10 });
    supervisors.push(sup);
    await until('five starts', () => starts('crashy').length >= 5);
    const at = starts('crashy').map((s) => s.at);
    // Lower bounds only: a timer never fires early, however loaded the machine.
    const gaps = at.slice(1).map((t, i) => t - at[i]);
    expect(gaps[0]).toBeGreaterThanOrEqual(100);
    expect(gaps[1]).toBeGreaterThanOrEqual(200);
    expect(gaps[2]).toBeGreaterThanOrEqual(400);
    expect(sup.output()).toMatch(/crashy stopped \(exit 3\); starting it again in 0\.1 s/);
    expect(sup.output()).toMatch(/starting it again in 0\.4 s/);
    expect(sup.output()).not.toMatch(/starting it again in 0\.8 s/);
  });

  it('gives up after too many crashes in the window: stops the others and exits non-zero, even when the crashes are signals', async () => {
    const sup = startSupervisor([program('long'), program('doomed', "process.kill(process.pid, 'SIGKILL')")], { firstDelayMs: 20, maxStops: 3 });
    supervisors.push(sup);
    const { code } = await sup.exit;
    expect(code).toBe(1);
    expect(starts('doomed')).toHaveLength(3);
    expect(sup.output()).toMatch(/doomed stopped \(killed by SIGKILL\), 3 times within 120 s: giving up/);
    await until('the other program to be stopped', () => pidsIn('long').every((pid) => !alive(pid)), 5000);
  });

  it('counts a program that cannot be started as a crash', async () => {
    const sup = startSupervisor([{ name: 'missing', cmd: join(dir, 'no-such-command'), args: [] }], { firstDelayMs: 20, maxStops: 2 });
    supervisors.push(sup);
    expect((await sup.exit).code).toBe(1);
    expect(sup.output()).toMatch(/missing stopped \(could not start: .*ENOENT/);
  });
});

import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { onCleanup, run } from './cleanup';
import { freePort } from '../../support/ports';

/** The newest PostgreSQL installed under /usr/lib/postgresql (Debian's layout). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : [];
  if (!versions.length) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (Debian: apt-get install postgresql)');
  return join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

/**
 * A PostgreSQL cluster of the spec's own: initdb'd as the postgres user under a temp dir, on a free
 * port with its socket in that dir. Never the machine's cluster.
 */
export class PrivatePostgres {
  private readonly bin = postgresBin();
  readonly data: string;
  private removeCleanup?: () => void;

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {
    this.data = join(dir, 'data');
  }

  static async start(tmp: string): Promise<PrivatePostgres> {
    const dir = join(tmp, 'pg');
    mkdirSync(dir, { recursive: true });
    const { uid, gid } = postgresIds();
    // We run as root and initdb refuses root: the postgres user owns the cluster's dir and must reach it.
    chmodSync(tmp, 0o755);
    chownSync(dir, uid, gid);
    const pg = new PrivatePostgres(await freePort(), dir);
    pg.asPostgres('initdb', ['-D', pg.data, '--auth=trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
    await pg.start();
    return pg;
  }

  get pgCtl(): string {
    return join(this.bin, 'pg_ctl');
  }

  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** pg_ctl start -w runs synchronously; a promise all the same, as PrivateRedis.start answers one. */
  start(): Promise<void> {
    // fsync off: a test cluster on a shared disk; a process crash (stop -m immediate) still loses nothing committed.
    const opts = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    this.asPostgres('pg_ctl', ['-D', this.data, '-l', join(this.dir, 'server.log'), '-o', opts, '-w', '-t', '30', 'start']);
    this.removeCleanup ??= onCleanup(() => this.asPostgres('pg_ctl', ['-D', this.data, '-m', 'immediate', '-w', 'stop']));
    return Promise.resolve();
  }

  /** `fast` disconnects clients and shuts down cleanly; `immediate` is a crash. */
  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    this.asPostgres('pg_ctl', ['-D', this.data, '-m', mode, '-w', '-t', '30', 'stop']);
  }

  /**
   * SIGSTOP (or SIGCONT) the postmaster and every backend: the server keeps its sockets open and answers
   * nothing, as a frozen host would. The processes are found by the cluster's postmaster.pid.
   */
  freeze(signal: 'SIGSTOP' | 'SIGCONT' = 'SIGSTOP'): void {
    const postmaster = Number(readFileSync(join(this.data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map(Number);
    for (const pid of [postmaster, ...children]) process.kill(pid, signal);
  }

  /** Stops and removes nothing on disk: the spec's temp dir goes with the other temp dirs. */
  destroy(): void {
    this.removeCleanup?.();
    this.removeCleanup = undefined;
    try {
      this.stop('immediate');
    } catch {
      // already stopped
    }
  }

  async createDatabase(name: string): Promise<string> {
    const c = new Client({ connectionString: this.url('postgres') });
    await c.connect();
    try {
      await c.query(`CREATE DATABASE "${name}"`);
    } finally {
      await c.end();
    }
    return this.url(name);
  }

  private asPostgres(tool: string, args: string[]): string {
    return run('runuser', ['-u', 'postgres', '--', join(this.bin, tool), ...args], { timeoutMs: 60000 });
  }
}

function postgresIds(): { uid: number; gid: number } {
  return { uid: Number(run('id', ['-u', 'postgres'])), gid: Number(run('id', ['-g', 'postgres'])) };
}

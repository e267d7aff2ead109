// Row and parameter types of every query written with pgtyped's `sql` tag, generated from the schema
// by PostgreSQL itself (DESIGN "Where rules live"): each `x.ts` holding such queries gets `x.sql-types.ts`.
//   npm run db:types                      migrates a scratch database, writes the types, drops it
//   node scripts/db-types.mjs --check --uri URL
//                                         compares the committed types with a migrated database's;
//                                         exit 1 naming each file that differs (a renamed column, say)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import pg from 'pg';

process.chdir(new URL('..', import.meta.url).pathname);
const SRC = 'server/src';
const GENERATED = '.sql-types.ts';
const args = process.argv.slice(2);
const check = args.includes('--check');
const uriArg = args.includes('--uri') ? args[args.indexOf('--uri') + 1] : undefined;

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

const sources = walk(SRC).filter((f) => f.endsWith('.ts') && !f.endsWith(GENERATED) && readFileSync(f, 'utf8').includes("from '@pgtyped/runtime'"));
const committed = walk(SRC).filter((f) => f.endsWith(GENERATED));

async function withScratchDatabase(use) {
  if (uriArg) return use(uriArg);
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/trading';
  const name = `query_types_${process.pid}`;
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const url = new URL(base);
  url.pathname = `/${name}`;
  // Type errors do not stop the build's output (they are what new types may fix); the migrations need only that.
  spawnSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'ignore' });
  const migrated = spawnSync('node', ['dist/server/src/database/migrate.js'], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url.toString() } });
  try {
    if (migrated.status !== 0) throw new Failure('the scratch database could not be migrated', 2);
    return await use(url.toString());
  } finally {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    await client.end();
  }
}

/** Ends the run with its exit code once the scratch database and copy are cleaned up (process.exit would skip that). */
class Failure extends Error {
  constructor(message, code) {
    super(message);
    this.code = code;
  }
}

/** Generates the types of every source into a scratch copy; answers generated path -> text, keyed by the path in SRC. */
function generate(uri) {
  const work = mkdtempSync(join(tmpdir(), 'db-types-'));
  try {
    for (const f of sources) cpSync(f, join(work, relative(SRC, f)), { recursive: true });
    const config = join(work, 'pgtyped.config.json');
    const settings = JSON.parse(readFileSync('pgtyped.config.json', 'utf8'));
    writeFileSync(config, JSON.stringify({ ...settings, srcDir: work }));
    const run = spawnSync('node_modules/.bin/pgtyped', ['-c', config, '--uri', uri], { encoding: 'utf8' });
    const failed = run.status !== 0 || /Error/.test(run.stdout + run.stderr);
    if (failed) {
      console.error(run.stdout, run.stderr);
      throw new Failure('pgtyped could not describe every query', 1);
    }
    // The header names the scratch copy: name the source instead, so the text is the same on every machine.
    const named = (f) => compact(readFileSync(f, 'utf8').replace(/"[^"\n]*db-types-[^/"]+\//, `"${SRC}/`));
    return new Map(
      walk(work)
        .filter((f) => f.endsWith(GENERATED))
        .map((f) => [join(SRC, relative(work, f)), named(f)]),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * pgtyped writes one parameters and one result interface per query, often the same row again: a body
 * already written in the file becomes an alias of the first, and each query's pair takes one line.
 */
function compact(text) {
  const firstOfBody = new Map();
  return text
    .replace(/^export interface (\w+) (\{\n[^}]*\n\})$/gm, (whole, name, body) => {
      if (/Query$/.test(name)) return whole;
      const first = firstOfBody.get(body);
      if (first) return `export type ${name} = ${first};`;
      firstOfBody.set(body, name);
      return whole;
    })
    .replace(/^export interface (\w+Query) \{\n  params: (\w+);\n  result: (\w+);\n\}$/gm, 'export interface $1 { params: $2; result: $3 }');
}

try {
  await withScratchDatabase(async (uri) => {
    const fresh = generate(uri);
    const stale = [...fresh].filter(([f, text]) => !existsSync(f) || readFileSync(f, 'utf8') !== text).map(([f]) => f);
    const orphans = committed.filter((f) => !fresh.has(f));
    if (check) {
      for (const f of stale) console.error(`${f}: differs from the schema's types (a column renamed or retyped, or a query changed)`);
      for (const f of orphans) console.error(`${f}: no query generates it any more`);
      if (stale.length || orphans.length) {
        console.error('Run `npm run db:types` and commit the result.');
        process.exitCode = 1;
        return;
      }
      console.log(`${fresh.size} query type files match the schema`);
      return;
    }
    for (const [f, text] of fresh) writeFileSync(f, text);
    for (const f of orphans) rmSync(f);
    console.log(`Wrote ${fresh.size} query type files (${stale.length} changed, ${orphans.length} removed)`);
  });
} catch (err) {
  if (!(err instanceof Failure)) throw err;
  console.error(err.message);
  process.exitCode = err.code;
}

import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { DEFAULT_DATABASE_POOL_SIZE, loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { applySqlDefinitions, SqlDefinition, sqlDefinitions } from './sql-definitions';

// Plain pg calls typed by hand here: creating the database, and the session lock around the migrations.

/** Creates the database named by DATABASE_URL when it does not exist yet. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } catch (err) {
    // Another process migrating at once created it first (duplicate_database, or the catalog's unique index).
    if (!['42P04', '23505'].includes((err as { code?: string }).code ?? '')) throw err;
  } finally {
    await client.end();
  }
}

/**
 * Applies every pending migration, then every SQL definition whose text changed (sql-definitions.ts);
 * answers the names applied. Two processes migrating at once take turns: the whole step holds a session
 * advisory lock (released when its connection ends, even if the process dies).
 */
export async function migrate(url: string, poolSize = DEFAULT_DATABASE_POOL_SIZE, definitions?: SqlDefinition[]): Promise<string[]> {
  await ensureDatabase(url);
  const toApply = definitions ?? sqlDefinitions();
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock(hashtext('migrate'))`);
    const ds = new DataSource(dataSourceOptions(url, poolSize, 'unbounded'));
    await ds.initialize();
    let migrations: string[];
    try {
      migrations = (await ds.runMigrations({ transaction: 'each' })).map((m) => m.name);
    } finally {
      await ds.destroy();
    }
    return [...migrations, ...(await applySqlDefinitions(lock, toApply))];
  } finally {
    await lock.end();
  }
}

if (require.main === module) {
  const config = loadConfig();
  migrate(config.databaseUrl, config.databasePoolSize)
    .then((names) => {
      console.log(names.length ? `Applied: ${names.join(', ')}` : 'Database schema is up to date');
    })
    .catch((err: Error) => {
      console.error(`Migration failed: ${err.message}`);
      process.exit(1);
    });
}

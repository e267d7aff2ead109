import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { DEFAULT_DATABASE_POOL_SIZE, loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

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
  } finally {
    await client.end();
  }
}

/** Applies every pending migration; returns the names applied. */
export async function migrate(url: string, poolSize = DEFAULT_DATABASE_POOL_SIZE): Promise<string[]> {
  await ensureDatabase(url);
  const ds = new DataSource(dataSourceOptions(url, poolSize, 'unbounded'));
  await ds.initialize();
  try {
    const applied = await ds.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}

if (require.main === module) {
  const config = loadConfig();
  migrate(config.databaseUrl, config.databasePoolSize)
    .then((names) => {
      console.log(names.length ? `Applied migrations: ${names.join(', ')}` : 'Database schema is up to date');
    })
    .catch((err: Error) => {
      console.error(`Migration failed: ${err.message}`);
      process.exit(1);
    });
}

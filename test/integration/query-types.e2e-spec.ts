import { spawnSync } from 'node:child_process';

// Every query's row and parameter types are generated from the schema (npm run db:types): this holds
// the committed types to the migrated database, so a renamed or retyped column fails here.
describe('query types', () => {
  it('match what PostgreSQL describes for every typed query', () => {
    const run = spawnSync('node', ['scripts/db-types.mjs', '--check', '--uri', process.env.TEST_DATABASE_URL!], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 120_000);
});

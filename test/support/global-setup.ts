import { migrate } from '../../server/src/database/migrate';
import { databaseUrl } from './test-database';

/** One database per test run, migrated once; each test file takes its own Redis prefix. */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_RUN_ID) return;
  const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const name = `trading_test_${runId}`;
  process.env.TEST_RUN_ID = runId;
  process.env.TEST_DATABASE_NAME = name;
  process.env.TEST_DATABASE_URL = databaseUrl(name);
  await migrate(process.env.TEST_DATABASE_URL);
}

import { deleteRedisPrefix, dropDatabase } from './test-database';

export default async function globalTeardown(): Promise<void> {
  if (process.env.KEEP_TEST_DATABASE) return;
  if (process.env.TEST_DATABASE_NAME) await dropDatabase(process.env.TEST_DATABASE_NAME);
  if (process.env.TEST_RUN_ID) await deleteRedisPrefix(`test:${process.env.TEST_RUN_ID}:`);
}

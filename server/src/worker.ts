import 'reflect-metadata';
import { surviveDependencyOutages } from './common/dependency-outage-guard';
import { configOrExit, createWorker } from './bootstrap';

async function main(): Promise<void> {
  surviveDependencyOutages();
  configOrExit();
  await createWorker();
  console.log('Worker started: settlement queue, sweeper and price feed');
}

main().catch((err: Error) => {
  console.error(`Worker did not start: ${err.message}`);
  process.exit(1);
});

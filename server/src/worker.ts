import 'reflect-metadata';
import { surviveDependencyOutages } from './common/dependency-outage-guard';
import { configOrExit, createWorker } from './bootstrap';
import { stopGracefullyOnSignals } from './lifecycle/graceful-shutdown';
import { workerShutdownPlan } from './lifecycle/worker-shutdown';

async function main(): Promise<void> {
  surviveDependencyOutages();
  const config = configOrExit();
  const worker = await createWorker();
  stopGracefullyOnSignals(workerShutdownPlan(worker, config));
  console.log('Worker started: settlement queue, sweeper and price feed');
}

main().catch((err: Error) => {
  console.error(`Worker did not start: ${err.message}`);
  process.exit(1);
});

import 'reflect-metadata';
import { surviveDependencyOutages } from './common/dependency-outage-guard';
import { configOrExit, createApi } from './bootstrap';
import { apiShutdownPlan } from './lifecycle/api-shutdown';
import { stopGracefullyOnSignals } from './lifecycle/graceful-shutdown';

async function main(): Promise<void> {
  surviveDependencyOutages();
  const config = configOrExit();
  const app = await createApi();
  await app.listen(config.port);
  stopGracefullyOnSignals(apiShutdownPlan(app, config));
  console.log(`API listening on http://localhost:${config.port}`);
}

void main();

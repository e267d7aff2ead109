import 'reflect-metadata';
import { surviveDependencyOutages } from './common/dependency-outage-guard';
import { configOrExit, createApi } from './bootstrap';

async function main(): Promise<void> {
  surviveDependencyOutages();
  const config = configOrExit();
  const app = await createApi();
  await app.listen(config.port);
  console.log(`API listening on http://localhost:${config.port}`);
}

void main();

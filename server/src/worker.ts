import 'reflect-metadata';
import { configOrExit, createWorker } from './bootstrap';

async function main(): Promise<void> {
  configOrExit();
  await createWorker();
  console.log('Worker started: settlement queue, sweeper and price feed');
}

void main();

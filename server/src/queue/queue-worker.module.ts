import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { QueueModule } from './queue.module';
import { QueueWorkerService } from './queue-worker.service';

/** Imported by the worker only: the start-up check of job handlers and the job schedules. */
@Module({ imports: [DiscoveryModule, QueueModule], providers: [QueueWorkerService] })
export class QueueWorkerModule {}

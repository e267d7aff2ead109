import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthRepository } from './health.repository';
import { ShutdownState } from './shutdown-state';

@Module({ controllers: [HealthController], providers: [HealthRepository, ShutdownState], exports: [ShutdownState] })
export class HealthModule {}

import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthProbe } from './health.probe';

@Module({ controllers: [HealthController], providers: [HealthProbe] })
export class HealthModule {}

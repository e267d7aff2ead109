import { Module } from '@nestjs/common';
import { AtsSettingsRepository } from './ats-settings.repository';

/** The holders' settings, shared by the API (GET/PUT /api/ats) and the worker's rounds. */
@Module({ providers: [AtsSettingsRepository], exports: [AtsSettingsRepository] })
export class AtsCoreModule {}
